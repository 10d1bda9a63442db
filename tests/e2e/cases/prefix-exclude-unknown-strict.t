# The same with --strict: the results are printed, then exit 2 for the
# warning.
env: HOME=$FIX/browse/home
run: memgrep --codex --strict --exclude-session 0199ffff -l buoy
exit: 2
--- stdout
$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-30-00-0199a1b2-2222-7bbb-8000-000000000002.jsonl
$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-00-00-0199a1b2-1111-7aaa-8000-000000000001.jsonl
--- stderr
memgrep: warning: --exclude-session 0199ffff: no session has this id or starts with it
memgrep: --strict: 1 warning
