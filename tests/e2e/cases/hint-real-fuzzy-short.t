# Issue 31 point 1, docs/reference.md §3, §4.5: a term too short for
# --fuzzy is searched exactly, as --explain says; the no-result message
# says so (and which --fuzzy would take it), not "try --tools".
cwd: $FIX/../../..
run: memgrep --fuzzy 2 zelij tests/real; memgrep --explain --fuzzy 2 zelij | grep -F 'too short'
exit: 0
--- stdout
  zelij                    literal, searches "zelij", exact (too short for --fuzzy)
--- stderr
No results found: 17 sessions in 17 files of tests/real, none holds "zelij".
Hint: "zelij" was searched exactly: --fuzzy 2 takes terms of 7 or more characters (--fuzzy 1: 4 or more)
