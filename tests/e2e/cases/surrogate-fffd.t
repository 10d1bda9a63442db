# docs/reference.md §2: a lone or reversed surrogate escape decodes to U+FFFD,
# and (README) so does \u0000: a query for U+FFFD finds them, also past the
# lines the prefilter must decode anyway (the first one, which gives the
# session).
setup: printf '%s\n' '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-000000000031","uuid":"s-1","timestamp":"2025-03-08T09:00:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"a plain first line"}}' '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-000000000031","uuid":"s-2","timestamp":"2025-03-08T09:01:00Z","message":{"role":"user","content":"a lone \ud800 surrogate"}}' '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-000000000031","uuid":"s-3","timestamp":"2025-03-08T09:02:00Z","message":{"role":"user","content":"reversed \udc00\ud800 ones"}}' '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-000000000031","uuid":"s-4","timestamp":"2025-03-08T09:03:00Z","message":{"role":"user","content":"a \u0000 escape"}}' '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-000000000031","uuid":"s-5","timestamp":"2025-03-08T09:04:00Z","message":{"role":"user","content":"a pair \ud83d\ude00 is no U+FFFD"}}' > s.jsonl
cwd: $T
args: --flat --format tsv $'\uFFFD' s.jsonl
--- stdout
f0f0f0f0-0000-4000-8000-000000000031	2025-03-08T09:02:00Z	user	reversed �� ones	/home/dev/app	s.jsonl	3	0	claude
f0f0f0f0-0000-4000-8000-000000000031	2025-03-08T09:03:00Z	user	a � escape	/home/dev/app	s.jsonl	4	0	claude
f0f0f0f0-0000-4000-8000-000000000031	2025-03-08T09:01:00Z	user	a lone � surrogate	/home/dev/app	s.jsonl	2	0	claude
--- stderr
