# --file with an absolute PATH: file_path / path equal to it (a relative
# command word does not contain it).
args: --file /home/dev/app/src/auth.c -l "" codex/files/home
--- stdout
codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T12-00-00-cb000002-0000-4000-8000-000000000002.jsonl
codex/files/home/.claude/projects/-home-dev-app/fa000001-0000-4000-8000-000000000001.jsonl
