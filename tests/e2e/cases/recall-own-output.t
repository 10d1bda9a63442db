# memgrep's own text output, pasted back into a session, is a recall output
# (docs/reference.md §4.1: its header `[i/N] abcdef0 • …` opens a line):
# searching again never finds the pasted copy, only the real message;
# --keep-noise shows it.
setup: printf '{"type":"user","sessionId":"c0c0c0c0-0000-4000-8000-000000000001","uuid":"o1","timestamp":"2025-03-07T09:00:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"the kestrel migration finished after the schema fix"}}\n' > first.jsonl
cwd: $T
run: memgrep --color never kestrel first.jsonl > out.txt; head -c 25 out.txt; echo; jq -cn --rawfile t out.txt '{type:"user",sessionId:"c0c0c0c0-0000-4000-8000-000000000002",uuid:"p1",timestamp:"2025-03-08T09:00:00Z",cwd:"/home/dev/app",message:{role:"user",content:("look at these results:\n" + $t)}}' > pasted.jsonl; memgrep -c kestrel pasted.jsonl; echo "status $?"; memgrep -c --keep-noise kestrel pasted.jsonl; memgrep -c kestrel first.jsonl pasted.jsonl; memgrep -q --stats -c kestrel pasted.jsonl 2>&1 | grep -o 'recall_output [0-9]*'
--- stdout
[1/1] c0c0c0c • 2025-03
status 1
pasted.jsonl:1
first.jsonl:1
recall_output 1
--- stderr-contains
No results found for "kestrel" in pasted.jsonl.
