# docs/reference.md §3: a query of NOT groups only is an error.
# docs/reference.md §5: a bad option is exit 2, one line on stderr, nothing on
# stdout.
args: -- -retry basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
retry
