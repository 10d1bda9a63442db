# --timeline over 49 days (more than 31): week rows, Monday to Sunday,
# labelled by the Monday's date; a Sunday 23:59:59 and the Monday 00:00 after
# it fall in different weeks; empty weeks are shown with 0.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a1 2025-01-02T10:00:00Z 'marmot on a thursday'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a2 2025-01-06T00:00:00Z 'marmot on a monday at midnight'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a3 2025-01-12T23:59:59Z 'marmot on the sunday after it'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a4 2025-01-13T00:00:00Z 'marmot on the next monday'; } > a.jsonl
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b1 2025-02-05T08:00:00Z 'marmot in february'; printf "$g" bbbbbbbb-0000-4000-8000-000000000002 b2 2025-02-20T08:00:00Z 'marmot near the end'; printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b3 2025-02-20T09:00:00Z 'marmot at the very end'; } > b.jsonl
cwd: $T
env: COLUMNS=60
args: --timeline marmot .
--- stdout
7 matching messages in 2 sessions, 2025-01-02 to 2025-02-20, by week
2024-12-30  1 ███████████████████████
2025-01-06  2 ██████████████████████████████████████████████
2025-01-13  1 ███████████████████████
2025-01-20  0
2025-01-27  0
2025-02-03  1 ███████████████████████
2025-02-10  0
2025-02-17  2 ██████████████████████████████████████████████
--- stderr
