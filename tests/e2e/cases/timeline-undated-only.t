# --timeline when no matching message has a timestamp: the header without
# dates, the undated line, no rows; json has no unit and no buckets. Exit 0:
# there were matches.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$n" aaaaaaaa-0000-4000-8000-000000000001 a1 'marmot without any time'; printf "$n" aaaaaaaa-0000-4000-8000-000000000001 a2 'marmot without a time either'; } > a.jsonl
cwd: $T
env: COLUMNS=60
run: memgrep --timeline marmot . && memgrep --format json --timeline marmot . | jq -c '[.unit, .total, .undated, .buckets]'
--- stdout
2 matching messages in 1 session
2 without a timestamp
[null,2,2,[]]
--- stderr
