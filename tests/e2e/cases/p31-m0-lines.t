# Issue 31 point 6: -m 0 is the one-line-per-session output. In text each
# session is its header alone, with no empty line between (grep and wc -l
# count sessions); in jsonl each is one object of its session's fields
# (session_id, short_id, ... resume), no message's; -n cuts as always and
# stderr says so, once per run.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
run: memgrep -m 0 -n 3 heron many; memgrep -m 0 -n 2 --format jsonl heron many | python3 -c 'import json, sys; [print(list(json.loads(l))) for l in sys.stdin]'
--- stdout
[1/12] 00000000 • 2025-01-01 00:00 • /x • 1 match • the heron waits by the water 0
[2/12] 00000001 • 2025-01-01 00:00 • /x • 1 match • the heron waits by the water 0
[3/12] 00000002 • 2025-01-01 00:00 • /x • 1 match • the heron waits by the water 0
['session_id', 'short_id', 'source', 'title', 'title_from', 'shown_title', 'project', 'session_file', 'score', 'matches', 'first', 'last', 'resume']
['session_id', 'short_id', 'source', 'title', 'title_from', 'shown_title', 'project', 'session_file', 'score', 'matches', 'first', 'last', 'resume']
--- stderr
memgrep: 3 of 12 sessions shown; -n 12 for all
memgrep: 2 of 12 sessions shown; -n 12 for all
