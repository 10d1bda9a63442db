# Without --fuzzy the typo finds only itself: the distance is opt-in.
setup: printf '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-0000000000%s","uuid":"%s","timestamp":"2025-03-07T09:0%s:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n' 01 u1 0 'the authentication flow failed again today' 01 u2 1 'the autentication flow and authentcation, authenticashun bit' 01 u3 2 'a bog and a big dog in a log' 01 u4 3 'we saw logon errors and a bug in the journal' > f.jsonl
cwd: $T
args: --format tsv authentcation f.jsonl
--- stdout
f0f0f0f0-0000-4000-8000-000000000001	2025-03-07T09:01:00Z	user	the autentication flow and authentcation, authenticashun bit	/home/dev/app	f.jsonl	2	0	claude
--- stderr
