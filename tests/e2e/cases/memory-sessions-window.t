# docs/reference.md §1: --sessions adds .claude/memory/sessions/**/*.md
# modified in the last 30 days (old.md is 40 days old); the window is for
# sessions/ only (topics/build.md, also 40 days old, stays).
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
setup: touch "$T/proj/.claude/memory/sessions/recent.md" && touch -d '40 days ago' "$T/proj/.claude/memory/sessions/old.md" "$T/proj/.claude/memory/topics/build.md"
cwd: $T/proj
args: --source memory --sessions banana
--- stdout
### $T/proj/.claude/memory/notes.md
**Line 2:** banana project note

### $T/proj/.claude/memory/sessions/recent.md
**Line 1:** banana recent session log from 2025

### $T/proj/.claude/memory/topics/build.md
**Line 1:** banana build topic

### $T/proj/.claude/memory/topics/sessions/nested.md
**Line 1:** banana nested sessions folder

Found 4 matches across 4 files.
