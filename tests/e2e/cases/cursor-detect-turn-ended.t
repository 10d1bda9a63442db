# docs/reference.md §1: a Cursor transcript whose first line is a turn's
# end ({"type":"turn_ended"}, a first turn cut short) is still read as
# Cursor's, its prompts found (Claude Code writes no such type).
setup: mkdir -p "$T/.cursor/projects/home-u-w/agent-transcripts" && printf '%s\n' '{"type":"turn_ended","status":"error","error":"User aborted request"}' '{"role":"user","message":{"content":[{"type":"text","text":"<user_query>\nbriarwick again\n</user_query>"}]}}' > "$T/.cursor/projects/home-u-w/agent-transcripts/t1.jsonl" && touch -d "2026-11-29 10:10:00" "$T/.cursor/projects/home-u-w/agent-transcripts/t1.jsonl"
env: CURSOR_DATA_DIR=$T/.cursor
args: --format tsv briarwick
--- stdout
t1	2026-11-29T10:10:00.000Z	user	briarwick again	/home/u/w	$T/.cursor/projects/home-u-w/agent-transcripts/t1.jsonl	2	0	cursor
--- stderr
