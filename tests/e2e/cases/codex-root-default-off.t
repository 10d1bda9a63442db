# docs/reference.md §1: without --codex the Codex root (~/.codex/sessions) is
# not searched; only the Claude root is.
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: -l pelican
--- stdout
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl
--- stderr
