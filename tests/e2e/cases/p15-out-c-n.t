# Issue 15 point 4: -c with -n 2: two sessions, and the cut notice.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
args: -c -n 2 heron many
--- stdout
many/p0/00000000-0000-4000-8000-000000000000.jsonl:1
many/p1/00000001-0000-4000-8000-000000000000.jsonl:1
--- stderr
memgrep: 2 of 12 sessions shown; -n 12 for all
