# docs/reference.md §1: without --gemini, ~/.gemini is not searched.
setup: cp -r "$FIX/gemini/home/." "$HOME/" && mkdir -p "$HOME/.claude/projects"
args: -l lighthouse
exit: 1
--- stdout
--- stderr
No results found for "lighthouse" in $T/home/.claude/projects.
Hint: no transcripts found under $T/home/.claude/projects
