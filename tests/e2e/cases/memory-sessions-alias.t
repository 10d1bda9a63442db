# --memory-sessions is --sessions without the ambiguity: the number after
# it is the QUERY (2025), not -n. It implies --memory.
setup: cp -r "$FIX/memory/project" "$T/proj" && mkdir -p "$T/proj/.git" "$T/proj/src/deep"
setup: touch -d '40 days ago' "$T/proj/.claude/memory/sessions/old.md"
setup: mkdir -p "$HOME/.claude/projects/-home-dev-app" && cp "$FIX/basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl" "$HOME/.claude/projects/-home-dev-app/"
cwd: $T/proj
args: -c --memory-sessions 2025
--- stdout
$T/proj/.claude/memory/sessions/recent.md:1
