# docs/reference.md §6, §10: --stats has a line for the gemini source: 6
# files (2 documents), their bytes and lines, the messages of the lines
# decoded (every line of a .jsonl is: which copy of a message is the last
# needs them all).
setup: cp -r "$FIX/gemini/home/." "$HOME/"
args: --source gemini --stats -c pelican
--- stdout
$T/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl:2
--- stderr-contains
  lines       174, decoded 73, malformed 0
  source gemini 6 files, 16567 bytes, 174 lines, 44 messages, 2 matches
--- stderr-lacks
  source claude
  source codex
