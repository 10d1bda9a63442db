# --fuzzy takes 1 or 2, and applies to literal terms only: exit 2, one line.
run: memgrep --fuzzy 3 x; echo "status $?"; memgrep --fuzzy 1 -e x; echo "status $?"; memgrep --fuzzy x x; echo "status $?"
--- stdout
status 2
status 2
status 2
--- stderr
memgrep: --fuzzy takes an edit distance of 1 or 2, not '3'
memgrep: --fuzzy applies to literal terms: leave out -e/--regex
memgrep: --fuzzy takes an edit distance of 1 or 2, not 'x'
