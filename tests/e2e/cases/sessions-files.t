# -l: the session's file, one a line, newest first; -c: FILE:COUNT; -0 ends
# each file name with a NUL (shown by tr as @). Claude Code's sessions alone
# (the fixture's Codex ones are listed by default since issue 28 point 5).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude -l; "$E2E_BIN" sessions -j 1 --source claude -c; "$E2E_BIN" sessions -j 1 --source claude -l -0 | tr '\0' @; echo
--- stdout
$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl
$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55b000-0000-4000-8000-00000000000b.jsonl
$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl
$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl:3
$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55b000-0000-4000-8000-00000000000b.jsonl:2
$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl:7
$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl@$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55b000-0000-4000-8000-00000000000b.jsonl@$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl@
--- stderr
