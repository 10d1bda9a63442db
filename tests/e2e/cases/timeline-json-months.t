# --format json --timeline over months: a month's start is its first day,
# its label YYYY-MM.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a1 2024-11-15T10:00:00Z 'marmot in november'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a2 2024-11-30T23:59:59Z 'marmot on the last second of november'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a3 2024-12-01T00:00:00Z 'marmot on the first second of december'; } > a.jsonl
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b1 2025-03-01T08:00:00Z 'marmot in march one'; printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b2 2025-03-09T08:00:00Z 'marmot in march two'; printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b3 2025-03-20T08:00:00Z 'marmot in march three'; printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b4 2025-03-31T08:00:00Z 'marmot in march four'; } > b.jsonl
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" cccccccc-0000-4000-8000-000000000003 c1 2025-06-30T12:00:00Z 'marmot in june'; } > c.jsonl
cwd: $T
env: COLUMNS=60
run: memgrep --format json --timeline marmot . | jq -c '.unit, .total, (.buckets[] | [.start, .label, .count])'
--- stdout
"month"
8
["2024-11-01","2024-11",2]
["2024-12-01","2024-12",1]
["2025-01-01","2025-01",0]
["2025-02-01","2025-02",0]
["2025-03-01","2025-03",4]
["2025-04-01","2025-04",0]
["2025-05-01","2025-05",0]
["2025-06-01","2025-06",1]
--- stderr
