# --around a message the session does not have: exit 2 with a message; so
# is a line of the file that holds no shown message (line 5 is an isMeta
# line, hidden as noise).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --around nope 5e55a; echo "exit $?"; "$E2E_BIN" show -j 1 --around 5 5e55a; echo "exit $?"
--- stdout
exit 2
exit 2
--- stderr
memgrep: --around nope: no such message in session 5e55a000-0000-4000-8000-00000000000a (give a uuid or a unique prefix of one, a LINE of $FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl, or FILE:LINE)
memgrep: --around 5: no such message in session 5e55a000-0000-4000-8000-00000000000a (give a uuid or a unique prefix of one, a LINE of $FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl, or FILE:LINE)
