# Issue 15 point 4: text keeps -n's default of 10, and says on stderr that it
# cut the list and how to see it all.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
args: --color never heron many
--- stderr
memgrep: 10 of 12 sessions shown; -n 12 for all
--- check
test "$(grep -c '^\[' "$OUT")" = 10
grep -q '^\[10/12\] ' "$OUT"
