# No session: nothing on stdout, `No sessions found in SCOPE.` on stderr,
# exit 1; -q leaves stderr empty.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --project nowhere; echo "exit $?"; "$E2E_BIN" sessions -j 1 -q --project nowhere; echo "exit $?"
--- stdout
exit 1
exit 1
--- stderr
No sessions found in $FIX/browse/home/.claude/projects.
