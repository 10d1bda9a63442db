# Issue 31 point 7: a file given as a PATH that no source reads gets one
# line and exit 2: a binary ("not text"), JSON Lines of another shape (its
# first line shown), plain text; a session whose first line is damaged is
# still one (the first line that is JSON decides).
setup: printf '\x84\xdd\xf5\x00\xff\n\x01\x02\n' > bin.dat; printf '{"a":1}\n{"b":2}\n' > other.jsonl; printf 'just some text\n' > notes.txt
setup: printf '%s\n' 'garbage{' '{"type":"user","sessionId":"5e5e0000-0000-4000-8000-000000000009","uuid":"u1","timestamp":"2025-06-01T10:00:00Z","cwd":"/w","message":{"role":"user","content":"the egret stands in the shallows"}}' > s.jsonl
cwd: $T
run: for f in bin.dat other.jsonl notes.txt; do memgrep egret $f; echo "exit $?"; done; memgrep -c egret s.jsonl; echo "exit $?"
--- stdout
exit 2
exit 2
exit 2
s.jsonl:1
exit 0
--- stderr
memgrep: bin.dat is not a session file of any source (first line: not text)
memgrep: other.jsonl is not a session file of any source (first line: {"a":1})
memgrep: notes.txt is not a session file of any source (first line: just some text)
memgrep: warning: skipped 1 malformed line of the 2 lines decoded (the first: s.jsonl:1)
