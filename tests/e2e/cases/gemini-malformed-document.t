# docs/reference.md §2, §10: a session-*.json document cut short is one
# malformed line: none of its messages is read.
setup: mkdir -p chats && head -c 600 "$FIX/gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json" > chats/session-cut.json
cwd: $T
args: --stats -c lighthouse chats
exit: 1
--- stdout
--- stderr-contains
memgrep: warning: skipped 1 malformed line
  lines       19, decoded 1, malformed 1
  source gemini 1 files, 600 bytes, 19 lines, 0 messages, 0 matches
