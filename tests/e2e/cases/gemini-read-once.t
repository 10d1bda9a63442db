# docs/reference.md §10: every line of a session-*.jsonl is decoded in the
# first pass, so a summary (title) hit, which needs the file's latest time,
# does not make it be read a second time: 30 lines, 30 decoded (60 before).
args: --stats -c lighthouse gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl
--- stdout
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl:3
--- stderr-contains
  lines       30, decoded 30, malformed 0
