# The project is the NEAREST folder holding .git or .claude/memory: from
# outer/inner/x it is outer/inner (it holds .claude/memory), not outer.
setup: mkdir -p "$T/outer/.git" "$T/outer/.claude/memory" "$T/outer/inner/.claude/memory" "$T/outer/inner/x"
setup: echo "banana outer" >"$T/outer/.claude/memory/o.md" && echo "banana inner" >"$T/outer/inner/.claude/memory/i.md"
cwd: $T/outer/inner/x
args: -c --source memory banana
--- stdout
$T/outer/inner/.claude/memory/i.md:1
