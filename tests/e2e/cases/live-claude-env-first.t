# docs/reference.md §4.1: $CLAUDE_SESSION_ID comes first: set (to the old
# session's id), it is the session left out and no live session is looked
# for, so the live-claude-bash live session is found.
setup: R=$FIX/../../recorded/claude-code-2.1.197-live/.claude/projects/-tmp-memgrep-record-claude-live-proj; P=claude/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g"); mkdir -p proj "$P" && cp "$R"/*.jsonl "$P"/ && head -6 "$R"/a7f7a29b-f5d3-4236-b672-b4aae7ee959f.jsonl > "$P"/a7f7a29b-f5d3-4236-b672-b4aae7ee959f.jsonl && touch "$P"/*.jsonl
cwd: $T/proj
env: CLAUDE_CONFIG_DIR=$T/claude
env: CLAUDE_SESSION_ID=08be4e92-be72-40ec-bbe3-b41197884695
args: 'zorbulon certificate'
--- stdout
[1/1] a7f7a29 • 2026-11-29 08:54 • /tmp/memgrep-record/claude-live/proj • 1 match • How did we fix the zorbulon certificate?
  user       2026-11-29 08:54  How did we fix the zorbulon certificate?
--- stderr
