# Issue 28 point 3 with the index: the recorded titles session cut after its
# first ai-title line (line 9), searched (its index entry made), then grown
# to the whole file: read through the entry it grew from (stats: grown 1),
# the entry's "Moonquake title 1" is replaced by the lines the file grew
# by, and moonquake finds only "Moonquake title 3", as --no-index does.
cwd: $T
setup: head -n 9 "$FIX/../../recorded/claude-code-2.1.197/.claude/projects/-tmp-memgrep-record-claude-titles/03978490-7ad0-43c3-8f0e-6379f045c7ae.jsonl" > s.jsonl
run: memgrep --format tsv moonquake s.jsonl; tail -n +10 "$FIX/../../recorded/claude-code-2.1.197/.claude/projects/-tmp-memgrep-record-claude-titles/03978490-7ad0-43c3-8f0e-6379f045c7ae.jsonl" >> s.jsonl; memgrep --format json moonquake s.jsonl > j.json; memgrep --no-index --format tsv moonquake s.jsonl
--- stdout
03978490-7ad0-43c3-8f0e-6379f045c7ae	2026-11-29T02:42:42.614Z	summary	Moonquake title 1	/tmp/memgrep-record/claude/titles	s.jsonl	9	0	claude
03978490-7ad0-43c3-8f0e-6379f045c7ae	2026-11-29T02:42:43.250Z	summary	Moonquake title 3	/tmp/memgrep-record/claude/titles	s.jsonl	21	0	claude
--- stderr
--- check
python3 - "$T/j.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["stats"]["index"]["grown"] == 1, d["stats"]["index"]
ms = [m for s in d["sessions"] for m in s["messages"]]
assert [(m["line"], m["text"]) for m in ms] == [(21, "Moonquake title 3")], ms
PY
