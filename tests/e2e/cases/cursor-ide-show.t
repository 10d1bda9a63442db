# Issue 30, docs/reference.md §2, Cursor's IDE database: show ID prints a
# chat in its order (the prompt, the reply's thinking and tool call, the
# replies, the second turn), its title and database, and no resume line
# (the IDE has no command that reopens a chat); an older chat's project is
# its workspace's folder.
env: XDG_CONFIG_HOME=$FIX/../../recorded/cursor-built
run: "$E2E_BIN" show -j 1 --tools --thinking 3f2e && "$E2E_BIN" show -j 1 7a6b
--- stdout
session 3f2e1d0c-b9a8-4765-8432-10fedcba9876
source:   cursor
title:    IDE quillowisp chat
time:     2026-11-29 10:00 – 2026-11-29 11:00, 5 messages, 1 tool, 1 thinking
files:    $FIX/../../recorded/cursor-built/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876

2026-11-29 10:00  user
    Run echo hello, then say quillowisp about les données

2026-11-29 10:00  thinking
    brambletoft: the user wants echo first

2026-11-29 10:00  tool
    run_terminal_cmd
    echo hello thistlebrook
    false
    hello thistlebrook

2026-11-29 10:00  assistant
    quillowisp answer 1

2026-11-29 11:00  user
    Once more: fennelwick in 日本語

2026-11-29 11:00  assistant
    fennelwick answer 2: 日本語
session 7a6b5c4d-3e2f-4011-8223-344556677889
source:   cursor
title:    Older mossglimmer chat
project:  /tmp/memgrep-record/cursor-ide/données
time:     2026-11-28 10:00 – 2026-11-28 10:00, 3 messages
files:    $FIX/../../recorded/cursor-built/Cursor/User/workspaceStorage/5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b/state.vscdb#7a6b5c4d-3e2f-4011-8223-344556677889

2026-11-28 10:00  user
    older IDE chat: mossglimmer about données

2026-11-28 10:00  assistant
    older mossglimmer answer
--- stderr
