# --format jsonl: one session object a line, the fields of json's sessions
# (Codex's resume going to its cwd first since issue 28 point 6).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude,codex --format jsonl -n 2 -q
--- stdout
{"session_id":"0199a1b2-2222-7bbb-8000-000000000002","short_id":"0199a1b2-2","source":"codex","title":null,"title_from":"prompt","shown_title":"Paint the harbor buoy green","project":"/home/dev/harbor","file":"$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-30-00-0199a1b2-2222-7bbb-8000-000000000002.jsonl","first":"2025-05-04T10:30:10.000Z","last":"2025-05-04T10:31:00.000Z","messages":2,"resume":"cd '/home/dev/harbor' && codex resume 0199a1b2-2222-7bbb-8000-000000000002"}
{"session_id":"0199a1b2-1111-7aaa-8000-000000000001","short_id":"0199a1b2-1","source":"codex","title":null,"title_from":"prompt","shown_title":"Paint the harbor buoy red","project":"/home/dev/harbor","file":"$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-00-00-0199a1b2-1111-7aaa-8000-000000000001.jsonl","first":"2025-05-04T10:00:10.000Z","last":"2025-05-04T10:01:00.000Z","messages":2,"resume":"cd '/home/dev/harbor' && codex resume 0199a1b2-1111-7aaa-8000-000000000001"}
--- stderr
