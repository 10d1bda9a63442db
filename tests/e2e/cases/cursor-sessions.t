# docs/reference.md §2, Cursor: memgrep sessions lists each transcript (its
# id from the file's name, its project, its file's time, its first prompt
# as the title; a subagent's transcript in its parent's session), and
# projects counts them by project.
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor
run: "$E2E_BIN" sessions -j 1 && "$E2E_BIN" projects -j 1
--- stdout
2026-11-29 10:10  6c0f8d2  cursor     7  /tmp/memgrep-record/cursor/données  Run echo hello, then say galingale about les données
2026-11-29 10:10  0a1b2c3  cursor     2  /tmp/memgrep/record/cursor/plain  Plain project: say quoddity
2026-11-29 10:10     1 session       7 messages  /tmp/memgrep-record/cursor/données
2026-11-29 10:10     1 session       2 messages  /tmp/memgrep/record/cursor/plain
--- stderr
