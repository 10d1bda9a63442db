# Issue 28 point 8, docs/reference.md §10: the rules of $rewindTo, as Gemini
# CLI 0.61's loader (loadConversationRecord) applies them: a rewind takes
# back its message and every message first written after it; one whose id
# is no live message takes back every message before it; a message written
# again after a rewind took it back is live again (its last copy is read).
# The first real prompt taken back leaves the title to the next prompt.
# --stats counts the 4 messages taken back (m1, m2, m3, m4's first copy).
setup: mkdir -p chats && printf '%s\n' '{"sessionId":"feed0001-0000-4000-8000-000000000001","projectHash":"ab","startTime":"2025-06-01T10:00:00.000Z","lastUpdated":"2025-06-01T10:00:00.000Z","kind":"main"}' '{"id":"m1","timestamp":"2025-06-01T10:00:01.000Z","type":"user","content":"First prompt about the quagga plan"}' '{"id":"m2","timestamp":"2025-06-01T10:00:02.000Z","type":"gemini","content":"The quagga answer one"}' '{"$rewindTo":"m1"}' '{"id":"m3","timestamp":"2025-06-01T10:00:03.000Z","type":"user","content":"Second prompt about the quagga route"}' '{"id":"m4","timestamp":"2025-06-01T10:00:04.000Z","type":"gemini","content":"The quagga answer two"}' '{"$rewindTo":"no-such-message"}' '{"id":"m4","timestamp":"2025-06-01T10:00:05.000Z","type":"gemini","content":"The quagga answer two, written again"}' '{"id":"m5","timestamp":"2025-06-01T10:00:06.000Z","type":"user","content":"Third prompt about the quagga"}' > chats/session-2025-06-01T10-00-feed0001.jsonl
cwd: $T
args: --stats quagga chats
--- stdout
[1/1] feed000 • 2025-06-01 10:00 • chats • 2 matches • Third prompt about the quagga
  assistant  2025-06-01 10:00  L8  The quagga answer two, written again
  user       2025-06-01 10:00  L9  Third prompt about the quagga
--- stderr-contains
  dropped     noise 0, short 0, recall_output 0, type 0, time 0, recall_cutoff 0, recall_fork 0, session 0, duplicate 0, rewound 4
--- check
# Read again through its index entry (made by the run above), and without.
memgrep quagga chats > again
memgrep --no-index quagga chats > plain
diff "$OUT" again
diff "$OUT" plain
