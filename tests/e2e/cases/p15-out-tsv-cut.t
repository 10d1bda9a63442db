# Issue 15 point 4: tsv keeps the default of 10 too (a row per session
# here) and says so on stderr.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
args: --format tsv heron many
--- stderr
memgrep: 10 of 12 sessions shown; -n 12 for all
--- check
test "$(wc -l <"$OUT")" = 10
