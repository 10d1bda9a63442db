# --timeline scales the bars to $COLUMNS (here 30: a bar of 16); without it,
# or with a value that is not a positive number, to 80 columns (a bar of 66).
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a1 2025-03-01T02:00:00Z 'marmot late on the 28th in new york'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a2 2025-03-01T05:00:00Z 'marmot at midnight in new york'; } > a.jsonl
cwd: $T
env: COLUMNS=30
run: memgrep --timeline marmot .; COLUMNS=x memgrep --timeline marmot . | tail -n 1; unset COLUMNS; memgrep --timeline marmot . | tail -n 1
--- stdout
2 matching messages in 1 session, 2025-03-01 to 2025-03-01, by day
2025-03-01  2 ████████████████
2025-03-01  2 ██████████████████████████████████████████████████████████████████
2025-03-01  2 ██████████████████████████████████████████████████████████████████
--- stderr
