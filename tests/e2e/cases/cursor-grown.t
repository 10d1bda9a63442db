# docs/reference.md §1, Cursor; §12: the index keeps no time for a Cursor
# transcript's lines, so when the file grows (a resumed session appends
# to it) its entry is read for the old lines and every message, old and
# new, has the file's new modification time, as without the index.
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor
run: memgrep --format tsv quoddity >/dev/null && printf '%s\n' '{"role":"user","message":{"content":[{"type":"text","text":"<user_query>quoddity again</user_query>"}]}}' >> "$T/.cursor/projects/tmp-memgrep-record-cursor-plain/agent-transcripts/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jsonl" && touch -d "2026-11-30 08:00:00" "$T/.cursor/projects/tmp-memgrep-record-cursor-plain/agent-transcripts/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jsonl" && memgrep --format tsv --stats quoddity 2>"$T/stats" | cut -f2-4
--- stdout
2026-11-30T08:00:00.000Z	user	Plain project: say quoddity
2026-11-30T08:00:00.000Z	assistant	quoddity answer 1
2026-11-30T08:00:00.000Z	user	quoddity again
--- stderr
--- check
grep -q "files: 2 fresh, 1 grown, 0 made" "$T/stats"
test "$(memgrep --no-index --format tsv quoddity | cut -f2-4)" = "$(cat "$OUT")"
