# docs/reference.md §4.1 --exclude-session with a Codex session id (from
# session_meta).
args: --exclude-session c0de3333-0000-4000-8000-000000000003 -c kiln codex/resume
--- stdout
codex/resume/rollout-2025-04-02T09-00-00-c0de2222-0000-4000-8000-000000000002.jsonl:2
