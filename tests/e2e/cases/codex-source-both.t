# docs/reference.md §8: --source claude,codex searches both roots.
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --source claude,codex -c pelican
--- stdout
$T/home/.codex/sessions/2025/04/08/rollout-2025-04-08T11-00-00-c0de8888-0000-4000-8000-000000000008.jsonl:2
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl:1
--- stderr
