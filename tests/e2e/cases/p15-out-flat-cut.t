# Issue 15 point 4: --flat pages messages, so its notice counts messages:
# 3 sessions of 2 lines each are 6 matching messages, 2 shown.
setup: python3 "$FIX/../gen-many.py" many 3 2
cwd: $T
args: --flat -n 2 --format tsv heron many
--- stderr
memgrep: 2 of 6 messages shown; -n 6 for all
--- check
test "$(wc -l <"$OUT")" = 2
