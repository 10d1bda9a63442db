# No project: `No projects found in SCOPE.` on stderr, exit 1; json still
# prints its empty document.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" projects -j 1 --project nowhere; echo "exit $?"; "$E2E_BIN" projects -j 1 --project nowhere --format json; echo " exit $?"
--- stdout
exit 1
{"total":0,"capped":false,"projects":[]}
 exit 1
--- stderr
No projects found in $FIX/browse/home/.claude/projects.
No projects found in $FIX/browse/home/.claude/projects.
