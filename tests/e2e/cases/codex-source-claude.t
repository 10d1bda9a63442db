# docs/reference.md §8: --source claude searches only the Claude root.
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --source claude -l pelican
--- stdout
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl
--- stderr
