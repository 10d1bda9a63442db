# Without --tools only the assistant message; the query's É folds to é.
args: -c CAFÉ codex/unicode
--- stdout
codex/unicode/rollout-2025-04-06T09-00-00-c0de6666-0000-4000-8000-000000000006.jsonl:1
