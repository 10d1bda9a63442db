# docs/reference.md §1, Cursor: a tool_use block is kind tool (its name,
# then its input's scalars), searched with --tools; a thinking block is kind
# thinking, searched with --thinking; the project of a folder without a
# .workspace-trusted file is its name with each '-' a '/' (a guess: Cursor
# writes every run of other characters as '-').
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor
args: --format tsv --tools --thinking 'quoddity|larkspurio'
--- stdout
0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d	2026-11-29T10:10:00.000Z	user	Plain project: say quoddity	/tmp/memgrep/record/cursor/plain	$T/.cursor/projects/tmp-memgrep-record-cursor-plain/agent-transcripts/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jsonl	1	0	cursor
0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d	2026-11-29T10:10:00.000Z	assistant	quoddity answer 1	/tmp/memgrep/record/cursor/plain	$T/.cursor/projects/tmp-memgrep-record-cursor-plain/agent-transcripts/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jsonl	2	0	cursor
6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f	2026-11-29T10:10:00.000Z	tool	Shell\necho hello\nPrint hello quoddity	/tmp/memgrep-record/cursor/données	$T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f.jsonl	2	0	cursor
6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f	2026-11-29T10:10:00.000Z	thinking	The user wants larkspurio in Japanese.	/tmp/memgrep-record/cursor/données	$T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f.jsonl	6	0	cursor
--- stderr
--- check
n() { sed "s|$T|\$T|g" "$1"; }
memgrep --no-index --format tsv --tools --thinking 'quoddity|larkspurio' >"$T/files"
n "$T/files" | cmp "$OUT" -
test -z "$(memgrep --format tsv larkspurio 2>/dev/null)"
