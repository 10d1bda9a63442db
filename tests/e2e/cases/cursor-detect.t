# docs/reference.md §1: a file's source is told by its first line; a
# Cursor transcript given as a PATH is read as Cursor's (never as Claude
# Code's, whose every line has a "type"), and a Claude Code transcript put
# below Cursor's root is still Claude Code's.
setup: mkdir -p "$T/w" "$T/.cursor/projects/p/agent-transcripts" && printf '%s\n' '{"type":"user","sessionId":"c1","cwd":"/w","timestamp":"2026-11-29T09:00:00Z","uuid":"u1","message":{"role":"user","content":"fernwhistle claude"}}' > "$T/.cursor/projects/p/agent-transcripts/c1.jsonl" && printf '%s\n' '{"role":"user","message":{"content":"fernwhistle cursor"}}' > "$T/w/x.jsonl" && touch -d "2026-11-29 10:10:00" "$T/w/x.jsonl"
env: CURSOR_DATA_DIR=$T/.cursor
run: memgrep -j 1 --format tsv fernwhistle "$T/w/x.jsonl" "$T/.cursor/projects"
--- stdout
x	2026-11-29T10:10:00.000Z	user	fernwhistle cursor	w	$T/w/x.jsonl	1	0	cursor
c1	2026-11-29T09:00:00Z	user	fernwhistle claude	/w	$T/.cursor/projects/p/agent-transcripts/c1.jsonl	1	0	claude
--- stderr
