# docs/reference.md §2, §10: a line cut short (a session still being
# written) is one malformed line; the rest of the file is read.
setup: cp "$FIX/gemini/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl" session-k.jsonl && printf '{"id":"9e-broken","timestamp":"2025-06-04T09:00:00.000Z","type":"user","content":[{"text":"pelican' >> session-k.jsonl
cwd: $T
args: --stats -c pelican session-k.jsonl
--- stdout
session-k.jsonl:2
--- stderr-contains
memgrep: warning: skipped 1 malformed line
  lines       15, decoded 15, malformed 1
  source gemini 1 files, 2587 bytes, 15 lines, 6 messages, 2 matches
