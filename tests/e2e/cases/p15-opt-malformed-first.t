# Issue 15 point 11, docs/reference.md §5: the malformed-line warning says
# that it counts the lines decoded (the prefilter leaves the others unread)
# and names the first one: of the smallest path, its first line, counted in
# the whole file even when the file is read in parts (--part-size); the same
# whatever order the files end in. Without the index, which decodes every
# line and reads no file in parts.
setup: f='{"type":"user","sessionId":"f0f0f0f0-0000-4000-8000-00000000000%s","uuid":"%s","timestamp":"2025-03-01T09:00:00Z","cwd":"/x","message":{"role":"user","content":"the pangolin line %s with some words to make it longer than a part"}}\n'; { for i in 1 2 3 4 5 6 7; do printf "$f" 1 a$i $i; done; echo '{"type":"user","pangolin": broken'; printf "$f" 1 a9 9; echo 'no pangolin here, and not json'; } > a.jsonl; { printf "$f" 2 b1 1; echo '{"pangolin"'; for i in 3 4 5 6 7 8 9 10 11 12; do printf "$f" 2 b$i $i; done; echo '[1,"pangolin"]'; echo 'not json and no match'; } > b.jsonl
cwd: $T
env: MEMGREP_INDEX=off
run: memgrep -c pangolin a.jsonl b.jsonl; memgrep -j 4 --part-size 300 -c pangolin b.jsonl a.jsonl; memgrep -c pangolin b.jsonl; memgrep -j 4 --part-size 300 -c pangolin a.jsonl
--- stdout
b.jsonl:11
a.jsonl:8
b.jsonl:11
a.jsonl:8
b.jsonl:11
a.jsonl:8
--- stderr
memgrep: warning: skipped 2 malformed lines of the 21 lines decoded (the first: a.jsonl:8)
memgrep: warning: skipped 5 malformed lines of the 24 lines decoded (the first: a.jsonl:8)
memgrep: warning: skipped 1 malformed line of the 12 lines decoded (the first: b.jsonl:2)
memgrep: warning: skipped 2 malformed lines of the 10 lines decoded (the first: a.jsonl:8)
