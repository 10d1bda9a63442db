# --source memory searches memory only: the transcript that also says
# "retry" is not printed.
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
setup: mkdir -p "$HOME/.claude/projects/-home-dev-app" && cp "$FIX/basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl" "$HOME/.claude/projects/-home-dev-app/"
cwd: $T/proj
args: --source memory retry
--- stdout
### $T/proj/.claude/memory/notes.md
**Line 3:** retry the upload three times

Found 1 matches across 1 files.
--- stderr
