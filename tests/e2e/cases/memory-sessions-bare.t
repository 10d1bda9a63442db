# A bare --sessions (no number after it) turns memory on: transcripts and
# project memory are both searched, memory after the sessions.
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
setup: mkdir -p "$HOME/.claude/projects/-home-dev-app" && cp "$FIX/basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl" "$HOME/.claude/projects/-home-dev-app/"
cwd: $T/proj
args: -c --sessions retry
--- stdout
$T/home/.claude/projects/-home-dev-app/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2
$T/proj/.claude/memory/notes.md:1
