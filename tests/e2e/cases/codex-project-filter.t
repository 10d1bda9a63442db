# docs/reference.md §4.1 --project on a Codex session: its project is
# session_meta's cwd.
args: --project tusk-codex -c walrus codex/mixed
--- stdout
codex/mixed/rollout-2025-04-05T08-00-00-c0de4444-0000-4000-8000-000000000004.jsonl:2
