# docs/reference.md §5: a query that is not UTF-8 is exit 2 and one line, its
# bytes shown as \xNN.
args: -- $'retry\xff\xc3' basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr
memgrep: bad query "retry\xFF\xC3": the query is not valid UTF-8
