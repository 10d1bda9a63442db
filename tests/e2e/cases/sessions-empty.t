# No session: nothing on stdout, `No sessions found in SCOPE.` on stderr,
# exit 1; -q leaves stderr empty. SCOPE names each source searched and its
# root (Codex's too: on by default since issue 28 point 5).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --project nowhere; echo "exit $?"; "$E2E_BIN" sessions -j 1 -q --project nowhere; echo "exit $?"
--- stdout
exit 1
exit 1
--- stderr
No sessions found in Claude Code transcripts ($FIX/browse/home/.claude/projects) and Codex CLI rollouts ($FIX/browse/home/.codex/sessions).
