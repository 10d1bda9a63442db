# --type takes user, assistant, summary, tool, thinking.
# docs/reference.md §5: a bad option is exit 2, one line on stderr, nothing on
# stdout.
args: --type nope retry basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
nope
