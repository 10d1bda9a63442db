# --file: a leading ./ in PATH is ignored (same list as file-empty-query-l).
args: --file ./src/auth.c -l "" codex/files/home
--- stdout
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T14-00-00-cd000004-0000-4000-8000-000000000004.jsonl
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T12-00-00-cb000002-0000-4000-8000-000000000002.jsonl
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T11-00-00-ca000001-0000-4000-8000-000000000001.jsonl
codex/files/home/.claude/projects/-home-dev-app/ff000006-0000-4000-8000-000000000006.jsonl
codex/files/home/.claude/projects/-home-dev-app/fd000004-0000-4000-8000-000000000004.jsonl
codex/files/home/.claude/projects/-home-dev-app/fa000001-0000-4000-8000-000000000001.jsonl
