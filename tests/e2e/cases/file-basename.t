# --file auth.c: a / before the word bounds it, so mysrc/auth.c and
# src/auth.c both count (fe: its Bash command and its Grep path, 2 tool
# messages); auth.cpp and auth.c.orig do not.
args: --file auth.c -c "" codex/files/home
--- stdout
codex/files/home/.claude/projects/-home-dev-app/fe000005-0000-4000-8000-000000000005.jsonl:2
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T14-00-00-cd000004-0000-4000-8000-000000000004.jsonl:1
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T12-00-00-cb000002-0000-4000-8000-000000000002.jsonl:1
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T11-00-00-ca000001-0000-4000-8000-000000000001.jsonl:1
codex/files/home/.claude/projects/-home-dev-app/ff000006-0000-4000-8000-000000000006.jsonl:1
codex/files/home/.claude/projects/-home-dev-app/fd000004-0000-4000-8000-000000000004.jsonl:1
codex/files/home/.claude/projects/-home-dev-app/fa000001-0000-4000-8000-000000000001.jsonl:1
