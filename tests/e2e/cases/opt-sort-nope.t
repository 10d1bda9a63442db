# --sort takes count, bm25, recent or oldest.
# docs/reference.md §5: a bad option is exit 2, one line on stderr, nothing on
# stdout.
args: --sort nope retry basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
nope
