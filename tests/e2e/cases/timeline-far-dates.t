# Issue 31 point 9: a message dated before 1970 or after 2100 is kept (the
# search prints it) but --timeline counts it apart: one row for 2025, not
# 13,000 monthly rows from 1901 to 2999.
setup: printf '%s\n' '{"type":"user","sessionId":"5e5e0000-0000-4000-8000-000000000003","uuid":"u1","timestamp":"1901-06-01T10:00:00Z","cwd":"/w","message":{"role":"user","content":"the osprey flies over the old harbor"}}' '{"type":"user","sessionId":"5e5e0000-0000-4000-8000-000000000003","uuid":"u2","timestamp":"2025-06-01T10:00:00Z","cwd":"/w","message":{"role":"user","content":"the osprey flies over the new harbor"}}' '{"type":"user","sessionId":"5e5e0000-0000-4000-8000-000000000003","uuid":"u3","timestamp":"2999-06-01T10:00:00Z","cwd":"/w","message":{"role":"user","content":"the osprey flies over the future harbor"}}' > a.jsonl
cwd: $T
env: COLUMNS=40
run: memgrep --timeline osprey a.jsonl; memgrep --timeline --format json osprey a.jsonl | sed 's/,"buckets".*//'; memgrep -c osprey a.jsonl
--- stdout
3 matching messages in 1 session, 2025-06-01 to 2025-06-01, by day
2025-06-01  1 ██████████████████████████
1 dated before 1970
1 dated 2100 or later
{"query":"osprey","unit":"day","total":3,"sessions":1,"undated":0,"before_1970":1,"from_2100":1,"capped":false
a.jsonl:3
--- stderr
