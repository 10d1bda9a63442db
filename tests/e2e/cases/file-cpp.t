# --file src/auth.cpp: a Write file_path, a Bash command word and a Codex
# command array element (word followed by a space).
args: --file src/auth.cpp -l "" codex/files/home
--- stdout
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T13-00-00-cc000003-0000-4000-8000-000000000003.jsonl
codex/files/home/.claude/projects/-home-dev-app/fe000005-0000-4000-8000-000000000005.jsonl
codex/files/home/.claude/projects/-home-dev-app/fb000002-0000-4000-8000-000000000002.jsonl
