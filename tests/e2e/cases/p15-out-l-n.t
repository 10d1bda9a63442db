# Issue 15 point 4: -n given with -l limits it, and the cut is told on
# stderr as every cut list is: 3 of the 12 sessions (ids ascending: every
# session has one match at the same time).
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
args: -l -n 3 heron many
--- stdout
many/p0/00000000-0000-4000-8000-000000000000.jsonl
many/p1/00000001-0000-4000-8000-000000000000.jsonl
many/p2/00000002-0000-4000-8000-000000000000.jsonl
--- stderr
memgrep: 3 of 12 sessions shown; -n 12 for all
