# --fuzzy 2 takes two edits (autentication: one deletion; authentcation:
# one), not three (authenticashun: three substitutions); the json counts
# each occurrence once.
setup: printf '{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-0000000000%s","uuid":"%s","timestamp":"2025-03-07T09:0%s:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n' 01 u1 0 'the authentication flow failed again today' 01 u2 1 'the autentication flow and authentcation, authenticashun bit' 01 u3 2 'a bog and a big dog in a log' 01 u4 3 'we saw logon errors and a bug in the journal' > f.jsonl
cwd: $T
run: memgrep --fuzzy 2 --format json authentication f.jsonl | jq -c '.sessions[] | [.matches, [.messages[].uuid]]'
--- stdout
[2,["u1","u2"]]
--- stderr
