# docs/reference.md §1: with $CLAUDE_CONFIG_DIR set, the default root is
# $CLAUDE_CONFIG_DIR/projects, and ~/.claude/projects is not searched.
env: CLAUDE_CONFIG_DIR=$FIX/roots/config
setup: cp -r "$FIX/roots/home/.claude" "$HOME/"
args: -l beacon
--- stdout
$FIX/roots/config/projects/-home-dev-cfg/c0f10000-0000-4000-8000-000000000015.jsonl
