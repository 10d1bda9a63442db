# --exclude-session X that no session has or starts: a warning, and the
# search goes on with every result (exit 0).
env: HOME=$FIX/browse/home
run: memgrep --codex --exclude-session 0199ffff -l buoy
--- stdout
$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-30-00-0199a1b2-2222-7bbb-8000-000000000002.jsonl
$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-00-00-0199a1b2-1111-7aaa-8000-000000000001.jsonl
--- stderr
memgrep: warning: --exclude-session 0199ffff: no session has this id or starts with it
