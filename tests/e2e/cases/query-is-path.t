# docs/reference.md §3: the first argument is always the query. With no
# history in the default places and a query that names a file or folder,
# stderr says it was read as the query, not a PATH (with --file and no
# query, how to give a PATH); a query that names nothing gets no such line.
cwd: $FIX/../../..
run: memgrep --file x.py tests/real; echo "exit $?"; memgrep tests/real; echo "exit $?"; memgrep no/such/folder; echo "exit $?"
--- stdout
exit 1
exit 1
exit 1
--- stderr
memgrep: warning: no history found: $T/home/.claude/projects does not exist
memgrep: warning: tests/real is the query, not a PATH: PATHs come after the query (--file with no query: memgrep --file FILE '' PATH)
memgrep: warning: no history found: $T/home/.claude/projects does not exist
memgrep: warning: tests/real is the query, not a PATH: PATHs come after the query
memgrep: warning: no history found: $T/home/.claude/projects does not exist
