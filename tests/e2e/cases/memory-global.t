# docs/reference.md §1, §9: --global adds ~/.claude/memory/**/*.md (and implies
# --memory).
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
setup: mkdir -p "$HOME/.claude/memory/deep" "$HOME/.claude/projects" && echo "banana global note" >"$HOME/.claude/memory/g.md" && echo "banana deep global" >"$HOME/.claude/memory/deep/d.md"
cwd: $T/proj
args: -c --global banana
--- stdout
$T/home/.claude/memory/deep/d.md:1
$T/home/.claude/memory/g.md:1
$T/proj/.claude/memory/notes.md:1
$T/proj/.claude/memory/topics/build.md:1
$T/proj/.claude/memory/topics/sessions/nested.md:1
