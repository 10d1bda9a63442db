# docs/reference.md §1: without $CLAUDE_CONFIG_DIR the default root is
# ~/.claude/projects.
setup: cp -r "$FIX/roots/home/.claude" "$HOME/"
args: -l beacon
--- stdout
$T/home/.claude/projects/-home-dev-home/4e4e0000-0000-4000-8000-000000000016.jsonl
