# docs/reference.md §8, noise-markers.txt: a user message starting "# AGENTS.md
# instructions" is noise ("wombat" is only there).
args: wombat codex/basic
exit: 1
--- stdout
