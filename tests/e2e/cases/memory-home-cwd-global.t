# The same from $HOME with --global: the file is found once.
setup: mkdir -p "$HOME/.claude/memory" && echo "banana in global memory" >"$HOME/.claude/memory/g.md"
cwd: $T/home
args: --source memory --global -c banana
--- stdout
$T/home/.claude/memory/g.md:1
