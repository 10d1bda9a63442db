# docs/reference.md §4.1, the live session, for Qwen Code (issue 30): a
# chat of the current folder's project (projects/<the folder, sanitizeCwd>/
# chats/), written to just now, whose last record is a run_shell_command
# call of `memgrep 'wombat certificate'` that no tool_result answers yet, is
# the session this search runs from: it is left out and named on stderr;
# the other recent chat of the project, which holds no such call, is found.
setup: F=$FIX/qwen/live; P=qwen/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g")/chats; mkdir -p proj "$P" && cp "$F"/*.jsonl "$P"/ && touch "$P"/*.jsonl
cwd: $T/proj
env: QWEN_HOME=$T/qwen
args: 'wombat certificate'
--- stdout
[1/1] 9c1d2e3f-0000-4aaa-8bbb-00000000000b • 2025-07-01 10:00 • /home/dev/kite • 1 match • Note: the wombat certificate was renewed by hand
  user       2025-07-01 10:00  L1  Note: the wombat certificate was renewed by hand
--- stderr
memgrep: 1 live session left out (9c1d2e3f-0000-4aaa-8bbb-00000000000a): the session this search runs from; --include-live searches it
--- check
# --include-live searches it; a folder below the project finds it too
memgrep --include-live --format tsv 'wombat certificate' 2>/dev/null | cut -f1 | sort -u | wc -l | grep -qx 2
mkdir -p sub && cd sub && memgrep 'wombat certificate' 2>&1 >/dev/null | grep -q "1 live session left out (9c1d2e3f-0000-4aaa-8bbb-00000000000a)"
