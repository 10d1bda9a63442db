# Issue 15 point 4: -q leaves out the cut notice.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
args: -q --format tsv heron many
--- stderr
--- check
test "$(wc -l <"$OUT")" = 10
