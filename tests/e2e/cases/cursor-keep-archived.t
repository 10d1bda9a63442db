# docs/reference.md §12, keeping; §1, Cursor: a Cursor transcript indexed
# with memgrep index --keep, then deleted, is still found, marked archived,
# its messages with the time its file had when it was indexed (its lines
# carry none), with no resume line.
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor
run: "$E2E_BIN" index -j 1 --keep >/dev/null; rm "$T"/.cursor/projects/tmp-memgrep-record-cursor-plain/agent-transcripts/*.jsonl; memgrep --resume quoddity
--- stdout
[1/1] 0a1b2c3 • 2026-11-29 10:10 • /tmp/memgrep/record/cursor/plain • 2 matches • archived • Plain project: say quoddity
  user       2026-11-29 10:10  L1  Plain project: say quoddity
  assistant  2026-11-29 10:10  L2  quoddity answer 1
--- stderr
