# docs/reference.md §8, noise-markers.txt: a user message whose block starts
# with <environment_context> is noise ("quokka" is only there).
args: quokka codex/basic
exit: 1
--- stdout
