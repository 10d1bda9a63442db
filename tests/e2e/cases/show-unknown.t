# memgrep show with an id no session has or starts: exit 1, a message naming
# the target and where it looked (the default roots of every source).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 5e55d
exit: 1
--- stdout
--- stderr
memgrep: no session 5e55d in $FIX/browse/home/.claude/projects, $FIX/browse/home/.codex/sessions, $FIX/browse/home/.gemini/tmp
