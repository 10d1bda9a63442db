# Run from $HOME itself: ~/.claude/memory is the global memory, searched
# only with --global, though $HOME is then the project folder.
setup: mkdir -p "$HOME/.claude/memory" && echo "banana in global memory" >"$HOME/.claude/memory/g.md"
cwd: $T/home
args: --source memory -c banana
exit: 1
--- stdout
--- stderr-contains
No results found for "banana"
