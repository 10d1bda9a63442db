# docs/reference.md §12, keeping (issue 28 point 9): the sessions Claude
# Code 2.1.197 recorded (tests/recorded), indexed with memgrep index --keep,
# then one of them deleted (as cleanupPeriodDays does): a search still
# finds it, marked archived, with no resume line (--resume); its texts are
# read from the index entry. The other sessions, on disk, are as before.
setup: cp -r "$FIX/../../recorded/claude-code-2.1.197/.claude" "$T/"
env: CLAUDE_CONFIG_DIR=$T/.claude
run: "$E2E_BIN" index -j 1 --keep >/dev/null; rm "$T"/.claude/projects/-tmp-memgrep-record-claude-bash/*.jsonl; memgrep --resume 'zorbulon|halyard'
--- stdout
[1/2] c2c559c • 2026-11-29 02:42 • /tmp/memgrep-record/claude/bash • 2 matches • archived • Run echo hello, then say zorbulon
  user       2026-11-29 02:42  L3  Run echo hello, then say zorbulon
  assistant  2026-11-29 02:42  L8  zorbulon answer 1

[2/2] 5aba9b4 • 2026-11-29 02:42 • /tmp/memgrep-record/claude/resume • 1 match • Run echo hello, then say marzipanic
  resume: cd '/tmp/memgrep-record/claude/resume' && claude --resume 5aba9b4f-beea-4e8f-aa90-a29e50a09266
  user       2026-11-29 02:42  L12  Resumed: say marzipanic again, halyard
--- stderr
