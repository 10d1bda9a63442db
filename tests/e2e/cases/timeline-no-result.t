# --timeline with no match: nothing on stdout, the usual no-result message,
# exit 1.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a1 2025-03-01T09:00:00Z 'deploy the marmot service now'; printf "$g" aaaaaaaa-0000-4000-8000-000000000001 a2 2025-03-01T09:05:00Z 'the marmot deploy is done'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a3 2025-03-02T10:00:00Z 'unrelated text about cats'; printf "$f" aaaaaaaa-0000-4000-8000-000000000001 a4 2025-03-03T23:59:59Z 'marmot again late on monday'; } > a.jsonl
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"/home/dev/app","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; n='{"type":"user","sessionId":"%s","uuid":"%s","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n'; { printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b1 2025-03-04T00:00:00Z 'marmot from the other session'; printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b2 2025-03-04T12:00:00Z 'one more marmot question'; printf "$f" bbbbbbbb-0000-4000-8000-000000000002 b3 2025-03-04T13:00:00Z 'marmot third message today'; } > b.jsonl
cwd: $T
env: COLUMNS=60
args: --timeline zzzqqq .
exit: 1
--- stdout
--- stderr
No results found: 2 sessions in 2 files of ., none holds "zzzqqq".
