# docs/reference.md §3: terms shorter than 3N+1 characters stay exact: 'bug' (3
# < 4) does not find bog or big at N=1, and 'login' (5 < 7) does not find logon
# at N=2; 'login' at N=1 (5 >= 4) does.
setup: printf '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-0000000000%s","uuid":"%s","timestamp":"2025-03-07T09:0%s:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n' 01 u1 0 'the authentication flow failed again today' 01 u2 1 'the autentication flow and authentcation, authenticashun bit' 01 u3 2 'a bog and a big dog in a log' 01 u4 3 'we saw logon errors and a bug in the journal' > f.jsonl
cwd: $T
run: memgrep --fuzzy 1 -c bug f.jsonl; memgrep --fuzzy 2 -c login f.jsonl; echo "status $?"; memgrep --fuzzy 1 -c login f.jsonl
--- stdout
f.jsonl:1
status 1
f.jsonl:1
--- stderr-contains
No results found: 1 session in 1 file of f.jsonl, none holds "login".
Hint: "login" was searched exactly: --fuzzy 2 takes terms of 7 or more characters (--fuzzy 1: 4 or more)
