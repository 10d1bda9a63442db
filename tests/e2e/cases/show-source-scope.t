# show looks in every source's default root unless --source says which: the
# Codex rollout 0199a1b2-2 is not found with --source claude (exit 1). The
# message names the source and its root (issue 28 point 5).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --source claude 0199a1b2-2
exit: 1
--- stdout
--- stderr
memgrep: no session 0199a1b2-2 in Claude Code transcripts ($FIX/browse/home/.claude/projects)
