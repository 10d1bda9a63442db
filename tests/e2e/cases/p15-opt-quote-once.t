# Issue 15 point 11, docs/reference.md §5: a query that holds a double quote is
# shown between single quotes, never in a second pair of double quotes
# (`""stop hook""`); others keep their double quotes.
run: memgrep '"stop hook"' basic 2>&1 | head -1; memgrep 'stop hook' basic 2>&1 | head -1; memgrep '"stop hook' basic; memgrep "it's \"x" basic; echo "exit $?"
--- stdout
No results found: 1 session in 1 file of basic, none holds '"stop hook"'.
No results found: 1 session in 1 file of basic, none holds "stop hook".
exit 2
--- stderr
memgrep: bad query '"stop hook': the query has an unbalanced double quote
memgrep: bad query 'it'\''s "x': the query has an unbalanced double quote
