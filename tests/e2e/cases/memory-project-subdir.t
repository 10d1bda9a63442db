# docs/reference.md §1, §9: without PATHs memory is the project's
# .claude/memory/**/*.md; the project is the nearest folder up from the current
# directory holding .git. Its top-level sessions/ folder is left out (a deeper
# sessions/ folder is not); readme.txt and docs/banana.md (outside
# .claude/memory) are not memory.
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
cwd: $T/proj/src/deep
args: --source memory banana
--- stdout
### $T/proj/.claude/memory/notes.md
**Line 2:** banana project note

### $T/proj/.claude/memory/topics/build.md
**Line 1:** banana build topic

### $T/proj/.claude/memory/topics/sessions/nested.md
**Line 1:** banana nested sessions folder

Found 3 matches across 3 files.
