# docs/reference.md §1: the Codex root (~/.codex/sessions) is searched by
# default when it exists, beside the Claude root (issue 28 point 5; it was
# searched only with --codex).
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: -l pelican
--- stdout
$T/home/.codex/sessions/2025/04/08/rollout-2025-04-08T11-00-00-c0de8888-0000-4000-8000-000000000008.jsonl
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl
--- stderr
