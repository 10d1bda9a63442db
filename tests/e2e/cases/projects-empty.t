# No project: `No projects found in SCOPE.` on stderr, exit 1; json still
# prints its empty document. SCOPE names each source searched and its root
# (Codex's too: on by default since issue 28 point 5).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" projects -j 1 --project nowhere; echo "exit $?"; "$E2E_BIN" projects -j 1 --project nowhere --format json; echo " exit $?"
--- stdout
exit 1
{"total":0,"capped":false,"projects":[]}
 exit 1
--- stderr
No projects found in Claude Code transcripts ($FIX/browse/home/.claude/projects) and Codex CLI rollouts ($FIX/browse/home/.codex/sessions).
No projects found in Claude Code transcripts ($FIX/browse/home/.claude/projects) and Codex CLI rollouts ($FIX/browse/home/.codex/sessions).
