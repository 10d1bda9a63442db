# Issue 28 point 7 on a Gemini CLI session (docs/reference.md §4.3, §10), made
# here in the shape Gemini CLI 0.61 writes (tests/recorded/README.md): a
# gemini message holds its text, then its toolCalls, each with its result.
# Line 3 runs `memgrep walrus importer`, whose `Output:` had results: its
# tool message (the call and its result) and the next message (4) are cut up
# to the prompt of line 5, while its text, written before the call, stays.
# Line 6 runs `memgrep narwhal exporter`, which found nothing (`Output:
# (empty)`, `Exit Code: 1`): nothing is cut. With --recall-cutoff phrases,
# lines 3 and 6 are events (their inputs hold `memgrep `) and drop their
# turns whole. --stats lists both events.
setup: mkdir -p g/chats && printf '%s\n' '{"sessionId":"9e000001-0000-4000-8000-000000000001","projectHash":"ab12","startTime":"2025-06-02T09:00:00.000Z","lastUpdated":"2025-06-02T09:05:00.000Z","kind":"main"}' '{"id":"u1","timestamp":"2025-06-02T09:00:01.000Z","type":"user","content":[{"text":"How did we fix the walrus importer?"}]}' '{"id":"g1","timestamp":"2025-06-02T09:00:02.000Z","type":"gemini","content":"Let me look for the walrus importer notes first.","toolCalls":[{"id":"c1","name":"run_shell_command","args":{"command":"memgrep walrus importer"},"result":[{"functionResponse":{"id":"c1","name":"run_shell_command","response":{"output":"Output: [1/1] 3f2a9c1 • the walrus importer fix\nProcess Group PGID: 7"}}}],"status":"success"}]}' '{"id":"g2","timestamp":"2025-06-02T09:00:03.000Z","type":"gemini","content":"The walrus importer was fixed by streaming the rows."}' '{"id":"u2","timestamp":"2025-06-02T09:01:00.000Z","type":"user","content":[{"text":"And the narwhal exporter?"}]}' '{"id":"g3","timestamp":"2025-06-02T09:01:01.000Z","type":"gemini","content":"Searching for the narwhal exporter.","toolCalls":[{"id":"c2","name":"run_shell_command","args":{"command":"memgrep narwhal exporter"},"result":[{"functionResponse":{"id":"c2","name":"run_shell_command","response":{"output":"Output: (empty)\nExit Code: 1\nProcess Group PGID: 8"}}}],"status":"success"}]}' '{"id":"g4","timestamp":"2025-06-02T09:01:02.000Z","type":"gemini","content":"Nothing recorded: the narwhal exporter needs a new buffer."}' > g/chats/session-2025-06-02T09-00-9e000001.jsonl
cwd: $T
run: memgrep -m 10 --tools --format tsv 'walrus|narwhal' g | cut -f 3,4,7; echo; memgrep -m 10 --recall-cutoff phrases --tools --format tsv 'walrus|narwhal' g | cut -f 3,4,7; memgrep -q --stats -c x g 2>&1 | grep -E '^  (recall|event)'
--- stdout
user	How did we fix the walrus importer?	2
assistant	Let me look for the walrus importer notes first.	3
user	And the narwhal exporter?	5
assistant	Searching for the narwhal exporter.	6
tool	run_shell_command\nmemgrep narwhal exporter\nOutput: (empty)\nExit Code: 1\nProcess Group PGID: 8	6
assistant	Nothing recorded: the narwhal exporter needs a new buffer.	7

user	How did we fix the walrus importer?	2
user	And the narwhal exporter?	5
  recall      turn: tool calls that run a memory search cut their turn from a result with results on
  recall      2 events, 1 found nothing (kept)
  event       g/chats/session-2025-06-02T09-00-9e000001.jsonl:3 run_shell_command runs memgrep; had results (line 3); cut lines 3-4
  event       g/chats/session-2025-06-02T09-00-9e000001.jsonl:6 run_shell_command runs memgrep; found nothing: the tool failed or exited non-zero (line 6); nothing cut
--- stderr
