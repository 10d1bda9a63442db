# --timeline: matching messages without a timestamp are counted in the
# header's total, kept out of the buckets and named on a last line ("undated"
# in json).
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a1 2025-03-01T09:00:00Z 'marmot with a time'; printf "$n" aaaaaaaa-0000-4000-8000-000000000001 a2 'marmot without any time'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a3 2025-03-02T09:00:00Z 'marmot with a time again'; } > a.jsonl
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$n" bbbbbbbb-0000-4000-8000-000000000002 b1 'marmot without a time either'; } > b.jsonl
cwd: $T
env: COLUMNS=60
run: memgrep --timeline marmot . && memgrep --format json --timeline marmot . | jq -c '[.total, .undated, .sessions, [.buckets[].count]]'
--- stdout
4 matching messages in 2 sessions, 2025-03-01 to 2025-03-02, by day
2025-03-01  1 ██████████████████████████████████████████████
2025-03-02  1 ██████████████████████████████████████████████
2 without a timestamp
[4,2,2,[1,1]]
--- stderr
