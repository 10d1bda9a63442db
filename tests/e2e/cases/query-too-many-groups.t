# docs/reference.md §5: a bad query is exit 2 and one line that says why: a
# long query is cut to 80 characters so the reason still fits.
run: memgrep -- "$(seq -s ' ' 1000 1099)" basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr
memgrep: bad query "1000 1001 1002 1003 1004 1005 1006 1007 1008 1009 1010 1011 1012 1013 1014 1015 …": the query has 100 groups; at most 64 are supported
