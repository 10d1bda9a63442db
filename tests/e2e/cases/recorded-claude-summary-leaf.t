# Issue 28 point 4, on the four sessions Claude Code 2.0.9 wrote one after
# the other (tests/recorded/README.md): the 2nd (3c0a972, thrumbleton)
# opens with the summary "Hobnailed summary 1" whose leafUuid is the 1st
# session's last message (6c1a71a, glimmerwick); the 4th (e69923d) with
# "Xylograph summary 1", about the 3rd (0409dff). A summary belongs to the
# session holding its leafUuid when that file is searched (docs/reference.md
# §2): hobnailed lands on 6c1a71a, with the time of the message it names
# (glimmerwick answer 1), its file and line still the summary's own
# (3c0a972d-….jsonl:1); with the index, without it, and through --partial
# and merge (two map steps, each with one end of each summary).
cwd: $FIX/../../recorded/claude-code-2.0.9/.claude/projects
run: memgrep hobnailed ./-tmp-memgrep-record-claude-old-proj; memgrep --no-index --format tsv summary ./-tmp-memgrep-record-claude-old-proj; memgrep --partial summary ./-tmp-memgrep-record-claude-old-proj/6c* ./-tmp-memgrep-record-claude-old-proj/04* > "$T/p1"; memgrep --partial summary ./-tmp-memgrep-record-claude-old-proj/3c* ./-tmp-memgrep-record-claude-old-proj/e6* > "$T/p2"; "$E2E_BIN" merge --format tsv "$T/p2" "$T/p1"
--- stdout
[1/1] 6c1a71a • 2026-11-29 02:42 • /tmp/memgrep-record/claude-old/proj • 1 match • Run echo hello, then say glimmerwick
  summary    2026-11-29 02:42  3c0a972d-f5c9-4bfc-a89d-23cebb06b2ba.jsonl:L1  Hobnailed summary 1
0409dff6-e7ef-441b-9929-b43a5ccc874f	2026-11-29T02:43:05.102Z	summary	Xylograph summary 1	/tmp/memgrep-record/claude-old/proj	./-tmp-memgrep-record-claude-old-proj/e69923dd-e026-47cf-90b0-b686c4f08c57.jsonl	1	0	claude
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	2026-11-29T02:42:53.237Z	summary	Hobnailed summary 1	/tmp/memgrep-record/claude-old/proj	./-tmp-memgrep-record-claude-old-proj/3c0a972d-f5c9-4bfc-a89d-23cebb06b2ba.jsonl	1	0	claude
0409dff6-e7ef-441b-9929-b43a5ccc874f	2026-11-29T02:43:05.102Z	summary	Xylograph summary 1	/tmp/memgrep-record/claude-old/proj	./-tmp-memgrep-record-claude-old-proj/e69923dd-e026-47cf-90b0-b686c4f08c57.jsonl	1	0	claude
6c1a71ae-8e71-4870-a2e2-380bf556fbd2	2026-11-29T02:42:53.237Z	summary	Hobnailed summary 1	/tmp/memgrep-record/claude-old/proj	./-tmp-memgrep-record-claude-old-proj/3c0a972d-f5c9-4bfc-a89d-23cebb06b2ba.jsonl	1	0	claude
--- stderr
--- check
memgrep --format json hobnailed ./-tmp-memgrep-record-claude-old-proj > "$T/j.json"
python3 - "$T/j.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
(s,) = d["sessions"]
assert s["session_id"].startswith("6c1a71ae") and s["file"].endswith("6c1a71ae-8e71-4870-a2e2-380bf556fbd2.jsonl"), s
(m,) = s["messages"]
assert m["file"].endswith("3c0a972d-f5c9-4bfc-a89d-23cebb06b2ba.jsonl") and m["line"] == 1, m
# the time of the message it names (glimmerwick answer 1)
assert m["timestamp"] == "2026-11-29T02:42:53.237Z" == s["last"], m
PY
