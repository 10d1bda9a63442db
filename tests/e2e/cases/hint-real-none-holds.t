# Issue 31 point 1, docs/reference.md §4.5: where no change of the options
# would find something, the no-result message is one line that says what
# was searched and that none of it holds the query: no "try --tools" (no
# tool text holds it either), no hint.
cwd: $FIX/../../..
run: memgrep nosuchthingzzz tests/real; memgrep --tools --thinking nosuchthingzzz tests/real
exit: 1
--- stdout
--- stderr
No results found: 17 sessions in 17 files of tests/real, none holds "nosuchthingzzz".
No results found: 17 sessions in 17 files of tests/real, none holds "nosuchthingzzz".
