# With no .git nor .claude/memory above it, the project is the current
# directory itself.
setup: mkdir -p "$T/plain/.claude/memory" && echo "banana plain" >"$T/plain/.claude/memory/p.md"
cwd: $T/plain
args: -c --source memory banana
--- stdout
$T/plain/.claude/memory/p.md:1
