# Issue 28 point 4: when the session its leafUuid names is not among the
# files searched, a summary stays with its own file's session: the 2nd
# recorded 2.0.9 session's file searched alone, "Hobnailed summary 1" is
# 3c0a972's, and show of 3c0a972 over that file prints it; over the
# folder, show of 3c0a972 does not, show of 6c1a71a does.
cwd: $FIX/../../recorded/claude-code-2.0.9/.claude/projects
run: memgrep hobnailed ./-tmp-memgrep-record-claude-old-proj/3c0a972d-f5c9-4bfc-a89d-23cebb06b2ba.jsonl; "$E2E_BIN" show -j 1 3c0a972 ./-tmp-memgrep-record-claude-old-proj/3c0a972d-f5c9-4bfc-a89d-23cebb06b2ba.jsonl | grep -c Hobnailed; "$E2E_BIN" show -j 1 3c0a972 ./-tmp-memgrep-record-claude-old-proj | grep -c Hobnailed; "$E2E_BIN" show -j 1 6c1a71a ./-tmp-memgrep-record-claude-old-proj | grep -c Hobnailed
--- stdout
[1/1] 3c0a972 • 2026-11-29 02:42 • /tmp/memgrep-record/claude-old/proj • 1 match • Run echo hello, then say thrumbleton
  summary    2026-11-29 02:42  L1  Hobnailed summary 1
1
0
1
--- stderr
