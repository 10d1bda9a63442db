# Issue 31 point 1, docs/reference.md §4.5, §5: a query of over 200
# characters is cut in the no-result message (at 80 code points, then "…"),
# as errors cut it, whether a hint follows or not.
cwd: $FIX/../../..
run: w=$(printf 'word%.0s' $(seq 60)); memgrep "the $w" tests/real; memgrep "$w" tests/real
exit: 1
--- stdout
--- stderr
No results found for "the wordwordwordwordwordwordwordwordwordwordwordwordwordwordwordwordwordwordword…" in tests/real.
Hint: try fewer groups (each space-separated group must match)
No results found: 17 sessions in 17 files of tests/real, none holds "wordwordwordwordwordwordwordwordwordwordwordwordwordwordwordwordwordwordwordword…".
