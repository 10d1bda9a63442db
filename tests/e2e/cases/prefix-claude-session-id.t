# $CLAUDE_SESSION_ID (the session the agent runs in) is left out of searches
# only: search finds nothing of 5e55c (exit 1), but sessions lists it and
# show shows it. (The listing is of Claude Code's alone: the fixture's Codex
# sessions, listed by default since issue 28 point 5, are newer.)
env: HOME=$FIX/browse/home
env: CLAUDE_SESSION_ID=5e55c000-0000-4000-8000-00000000000c
run: memgrep -q tugboat; echo "search exit $?"; "$E2E_BIN" sessions -j 1 -n 1 -q --source claude; "$E2E_BIN" show -j 1 5e55c | head -n 1
--- stdout
search exit 1
2025-05-03 07:01  5e55c00  claude     3  /home/dev/it's here  Tugboat's log
session 5e55c000-0000-4000-8000-00000000000c
--- stderr
