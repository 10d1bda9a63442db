# docs/reference.md §4.5, §5: no result: nothing on stdout, exit 1, and on
# stderr, when no change of the options would find something, one line
# that says what was searched (SCOPE: the PATHs joined by ", ") and that
# none of it holds the query; no hint.
args: zzzqqq basic context
exit: 1
--- stdout
--- stderr
No results found: 2 sessions in 2 files of basic, context, none holds "zzzqqq".
