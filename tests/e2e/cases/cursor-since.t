# docs/reference.md §2, Cursor: a transcript's messages have its file's
# modification time, which --since and --until read (through the index
# too: an entry keeps no time of its own, so a file touched again shows its
# new time).
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor
setup: touch -d "2026-11-01 08:00:00" "$T/.cursor/projects/tmp-memgrep-record-cursor-plain/agent-transcripts/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jsonl"
args: --format tsv --since 2026-11-15 quoddity
exit: 1
--- stdout
--- stderr-contains
outside it
--- check
memgrep --format tsv --until 2026-11-15 quoddity | cut -f2 | grep -qx 2026-11-01T08:00:00.000Z
touch -d "2026-11-20 08:00:00" "$T/.cursor/projects/tmp-memgrep-record-cursor-plain/agent-transcripts/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jsonl"
memgrep --format tsv --since 2026-11-15 quoddity | cut -f2 | sort -u | grep -qx 2026-11-20T08:00:00.000Z
