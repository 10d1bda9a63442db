# docs/reference.md §4.1: $CLAUDE_SESSION_ID comes first: set (to the old
# session's id), it is the session left out and no live session is looked
# for, so the live-claude-bash live session is found.
setup: R=$FIX/../../recorded/claude-code-2.1.197-live/.claude/projects/-tmp-memgrep-record-claude-live-proj; P=claude/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g"); mkdir -p proj "$P" && cp "$R"/*.jsonl "$P"/ && head -6 "$R"/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl > "$P"/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl && touch "$P"/*.jsonl
cwd: $T/proj
env: CLAUDE_CONFIG_DIR=$T/claude
env: CLAUDE_SESSION_ID=43b90ec3-e9a6-4de6-8319-be795b4d0f38
args: 'zorbulon certificate'
--- stdout
[1/1] 40fbe1a • 2026-11-29 08:59 • /tmp/memgrep-record/claude-live/proj • 1 match • How did we fix the zorbulon certificate?
  user       2026-11-29 08:59  L3  How did we fix the zorbulon certificate?
--- stderr
