# docs/reference.md §8: --source codex searches only the Codex root.
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --source codex -l pelican
--- stdout
$T/home/.codex/sessions/2025/04/08/rollout-2025-04-08T11-00-00-c0de8888-0000-4000-8000-000000000008.jsonl
--- stderr
