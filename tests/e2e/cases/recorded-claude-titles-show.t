# Issue 28 point 3: show of the recorded titles session (Claude Code
# 2.1.197) prints its title once, in its header: the custom-title that names
# it is not printed again among the messages, and of the three ai-title
# lines only the latest is a message (Moonquake title 3, where it stands).
cwd: $FIX/../../recorded/claude-code-2.1.197/.claude/projects
run: "$E2E_BIN" show -j 1 0397849 ./-tmp-memgrep-record-claude-titles
--- stdout-contains
title:    Quillfeather renamed by hand nightjar
    Moonquake title 3
--- stdout-lacks
Moonquake title 1
Moonquake title 2
--- check
test "$(grep -c 'nightjar' "$OUT")" = 1
test "$(grep -c 'Moonquake' "$OUT")" = 1
