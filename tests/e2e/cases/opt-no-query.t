# No query at all.
# docs/reference.md §5: a bad option is exit 2, one line on stderr, nothing on
# stdout.
args: 
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
query
