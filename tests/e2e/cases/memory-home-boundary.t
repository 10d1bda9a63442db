# The project search stops below $HOME: ~/.git does not make $HOME the
# project, and ~/.claude/memory is --global's, not searched without it.
setup: mkdir -p "$HOME/.git" "$HOME/.claude/memory" "$HOME/work/x" && echo "banana in global memory" >"$HOME/.claude/memory/g.md"
cwd: $T/home/work/x
args: --source memory banana
exit: 1
--- stdout
--- stderr-contains
No results found for "banana"
