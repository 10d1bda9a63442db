# docs/reference.md §2, §10: a last line cut short, with no newline (a
# session still being written), is no malformed line and no warning: --stats
# counts it as 1 line still being written (issue 31 point 9); the rest of
# the file is read.
setup: cp "$FIX/gemini/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl" session-k.jsonl && printf '{"id":"9e-broken","timestamp":"2025-06-04T09:00:00.000Z","type":"user","content":[{"text":"pelican' >> session-k.jsonl
cwd: $T
args: --stats -c pelican session-k.jsonl
--- stdout
session-k.jsonl:2
--- stderr-contains
  lines       15, decoded 15, malformed 0, 1 still being written
  source gemini 1 files, 2587 bytes, 15 lines, 6 messages, 2 matches
--- stderr-lacks
malformed line
