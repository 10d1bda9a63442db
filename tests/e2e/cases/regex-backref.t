# docs/reference.md §3: with -e, a back-reference cannot compile: an error
# naming the term.
# docs/reference.md §5: a bad option is exit 2, one line on stderr, nothing on
# stdout.
args: -e '(re)\1try' basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
(re)\1try
