# --file with a query: the query works as usual (user and assistant messages
# saying login), only in the sessions whose tool calls name src/auth.c; fb,
# fc, fe and cc also say login but are not kept.
args: --file src/auth.c -c login codex/files/home
--- stdout
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T14-00-00-cd000004-0000-4000-8000-000000000004.jsonl:2
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T12-00-00-cb000002-0000-4000-8000-000000000002.jsonl:2
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T11-00-00-ca000001-0000-4000-8000-000000000001.jsonl:2
codex/files/home/.claude/projects/-home-dev-app/fa000001-0000-4000-8000-000000000001.jsonl:2
codex/files/home/.claude/projects/-home-dev-app/ff000006-0000-4000-8000-000000000006.jsonl:1
codex/files/home/.claude/projects/-home-dev-app/fd000004-0000-4000-8000-000000000004.jsonl:1
