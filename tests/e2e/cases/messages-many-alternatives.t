# -m picks a session's messages by how many of the query's alternatives
# each holds (docs/reference.md §4.4), however many there are: the
# record keeps that count in 7 bits and a larger one in its ext (issue
# 32, point 5). Two messages made from a real Claude Code line: line 1
# holds 128 alternatives once each, line 2 only 100 of them, three
# times each (more hits). Line 1 is the one shown: without the index,
# then by the search that makes its entry, then by one that reads it.
setup: mkdir p && python3 -c 'import json,sys; f=json.loads(open(sys.argv[1]).readline()); out=open("p/0409dff6-e7ef-441b-9929-b43a5ccc874f.jsonl","w"); [out.write(json.dumps(dict(f, uuid="00000000-0000-0000-0000-00000000000%d" % (i + 1), timestamp="2026-11-29T02:4%d:00.000Z" % (5 + i), message={"role": "user", "content": " ".join("w%03d" % k for k in range(n) for _ in range(t))})) + "\n") for i, (n, t) in enumerate([(128, 1), (100, 3)])]' "$FIX/../../recorded/claude-code-2.0.9/.claude/projects/-tmp-memgrep-record-claude-old-proj/0409dff6-e7ef-441b-9929-b43a5ccc874f.jsonl"
cwd: $T
run: Q=$(python3 -c 'print("|".join("w%03d" % k for k in range(128)))'); for ix in --no-index "" ""; do memgrep $ix -m 1 --format jsonl "$Q" p | python3 -c 'import json,sys; [print(json.loads(l)["line"], json.loads(l)["matches"]) for l in sys.stdin]'; done
--- stdout
1 2
1 2
1 2
--- stderr
