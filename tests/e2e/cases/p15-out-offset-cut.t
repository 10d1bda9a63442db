# Issue 15 point 4: a page after --offset names its place, as memgrep
# sessions does: sessions 11 to 12 of 12.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
args: --format tsv --offset 10 heron many
--- stderr
memgrep: sessions 11 to 12 of 12 shown (--offset 10)
--- check
test "$(wc -l <"$OUT")" = 2
