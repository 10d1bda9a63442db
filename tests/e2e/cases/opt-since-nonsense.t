# --since takes a date, a date-time or an age (docs/reference.md §4.1).
# docs/reference.md §5: a bad option is exit 2, one line on stderr, nothing on
# stdout.
args: --since nonsense retry basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
nonsense
