# docs/reference.md §1, Cursor; docs/noise-markers.md: the IDE's context
# block sent before a prompt (<open_and_recently_viewed_files>) is noise,
# found only with --keep-noise; the [REDACTED] mark is never text, and a
# reply that is only that mark is no message.
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor
args: tindermoss
exit: 1
--- stdout
--- stderr
No results found for "tindermoss" in Cursor agent transcripts and IDE chats ($T/.cursor/projects).
Hint: try --keep-noise (1 matching message is text the agent injected, which is not searched)
--- check
memgrep --keep-noise -c tindermoss | grep -q ":1$"
test -z "$(memgrep --keep-noise --tools --thinking REDACTED 2>/dev/null)"
test -z "$(memgrep --keep-noise --tools --thinking user_query 2>/dev/null)"
