# Issue 15 point 4: -l means the same in memgrep sessions: every session
# unless -n is given, and no notice.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
run: "$E2E_BIN" sessions -j 1 -l many | wc -l
--- stdout
12
--- stderr
