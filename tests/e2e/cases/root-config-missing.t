# docs/reference.md §1: a set $CLAUDE_CONFIG_DIR whose projects folder is
# missing is a missing default root (warning, exit 1); ~/.claude/projects is
# not used instead.
env: CLAUDE_CONFIG_DIR=$T/nowhere
setup: cp -r "$FIX/roots/home/.claude" "$HOME/"
args: beacon
exit: 1
--- stdout
--- stderr-contains
$T/nowhere/projects
