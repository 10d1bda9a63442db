# docs/reference.md §5: a bad query is exit 2 and one line: control characters
# of the query (here a newline and an ESC) are shown escaped, never raw.
args: -- $'\n-retry\e[2J' basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr
memgrep: bad query "\u000A-retry\u001B[2J": the query has only NOT groups: give at least one term to find
