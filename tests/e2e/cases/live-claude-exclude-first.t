# docs/reference.md §4.1: --exclude-session comes first: given, no live
# session is looked for (the live-claude-bash files).
setup: R=$FIX/../../recorded/claude-code-2.1.197-live/.claude/projects/-tmp-memgrep-record-claude-live-proj; P=claude/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g"); mkdir -p proj "$P" && cp "$R"/*.jsonl "$P"/ && head -6 "$R"/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl > "$P"/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl && touch "$P"/*.jsonl
cwd: $T/proj
env: CLAUDE_CONFIG_DIR=$T/claude
args: --exclude-session 43b90ec3 'zorbulon certificate'
--- stdout
[1/1] 40fbe1a • 2026-11-29 08:59 • /tmp/memgrep-record/claude-live/proj • 1 match • How did we fix the zorbulon certificate?
  user       2026-11-29 08:59  L3  How did we fix the zorbulon certificate?
--- stderr
