# docs/reference.md §12, keeping, §4.5, §11: an archived session (the
# recorded Claude Code 2.1.197 bash session, indexed with --keep, then
# deleted) is marked in every format: json and jsonl "archived": true and
# "resume": null (the sessions on disk "archived": false, their resume
# kept), tsv's last column archived (1, and 0 on disk; named by --header),
# --stream's line, memgrep sessions ([archived]; tsv too), show (text,
# markdown, json: an archived: line, the file marked deleted, no resume);
# and --stats counts the archived file read.
setup: cp -r "$FIX/../../recorded/claude-code-2.1.197/.claude" "$T/"
env: CLAUDE_CONFIG_DIR=$T/.claude
run: "$E2E_BIN" index -j 1 --keep >/dev/null; rm "$T"/.claude/projects/-tmp-memgrep-record-claude-bash/*.jsonl; memgrep --format tsv --header 'zorbulon|halyard'; memgrep --stream zorbulon; "$E2E_BIN" sessions -j 1; "$E2E_BIN" sessions -j 1 --format tsv | cut -f 2,8; "$E2E_BIN" show -j 1 c2c559cc
--- stdout
session_id	timestamp	type	text	project	file	line	context	source	archived
c2c559cc-6cb1-41d7-b347-b6e2dc565e24	2026-11-29T02:42:40.072Z	user	Run echo hello, then say zorbulon	/tmp/memgrep-record/claude/bash	$T/.claude/projects/-tmp-memgrep-record-claude-bash/c2c559cc-6cb1-41d7-b347-b6e2dc565e24.jsonl	3	0	claude	1
c2c559cc-6cb1-41d7-b347-b6e2dc565e24	2026-11-29T02:42:40.442Z	assistant	zorbulon answer 1	/tmp/memgrep-record/claude/bash	$T/.claude/projects/-tmp-memgrep-record-claude-bash/c2c559cc-6cb1-41d7-b347-b6e2dc565e24.jsonl	8	0	claude	1
5aba9b4f-beea-4e8f-aa90-a29e50a09266	2026-11-29T02:42:47.102Z	user	Resumed: say marzipanic again, halyard	/tmp/memgrep-record/claude/resume	$T/.claude/projects/-tmp-memgrep-record-claude-resume/5aba9b4f-beea-4e8f-aa90-a29e50a09266.jsonl	12	0	claude	0
c2c559c • 2026-11-29 02:42 • /tmp/memgrep-record/claude/bash • archived • user  Run echo hello, then say zorbulon
c2c559c • 2026-11-29 02:42 • /tmp/memgrep-record/claude/bash • archived • assistant  zorbulon answer 1
2026-11-29 02:42  c3027e7  claude     2  /tmp/memgrep-record/claude/resume  Run echo hello, then say marzipanic
2026-11-29 02:42  5aba9b4  claude     4  /tmp/memgrep-record/claude/resume  Run echo hello, then say marzipanic
2026-11-29 02:42  0397849  claude     8  /tmp/memgrep-record/claude/titles  Quillfeather renamed by hand nightjar
2026-11-29 02:42  c2c559c  claude     2  /tmp/memgrep-record/claude/bash  [archived]  Run echo hello, then say zorbulon
c3027e7a-36bb-4601-b9fb-0745c0e390c6	0
5aba9b4f-beea-4e8f-aa90-a29e50a09266	0
03978490-7ad0-43c3-8f0e-6379f045c7ae	0
c2c559cc-6cb1-41d7-b347-b6e2dc565e24	1
session c2c559cc-6cb1-41d7-b347-b6e2dc565e24
source:   claude
title:    Run echo hello, then say zorbulon  (its first prompt)
project:  /tmp/memgrep-record/claude/bash
time:     2026-11-29 02:42 – 2026-11-29 02:42, 2 messages, 2 tool
files:    $T/.claude/projects/-tmp-memgrep-record-claude-bash/c2c559cc-6cb1-41d7-b347-b6e2dc565e24.jsonl  (deleted)
archived: its files were deleted: shown from what the index kept (the text of its messages), not resumable

2026-11-29 02:42  user
    Run echo hello, then say zorbulon

2026-11-29 02:42  tool  Bash echo hello Print hello
2026-11-29 02:42  tool  hello

2026-11-29 02:42  assistant
    zorbulon answer 1
--- stderr
--- check
python3 - <<'PY'
import json, os, subprocess
def run(*a):
    return subprocess.run([os.environ["E2E_BIN"], *a], capture_output=True, text=True, check=True)
d = json.loads(run("-j", "1", "--format", "json", "--stats", "zorbulon|halyard").stdout)
by = {s["session_id"][:7]: s for s in d["sessions"]}
a, b = by["c2c559c"], by["5aba9b4"]
assert a["archived"] is True and a["resume"] is None, a
assert b["archived"] is False and b["resume"].endswith("claude --resume 5aba9b4f-beea-4e8f-aa90-a29e50a09266"), b
assert [m["text"] for m in a["messages"]] == ["Run echo hello, then say zorbulon", "zorbulon answer 1"], a
assert d["stats"]["index"]["archived"] == 1, d["stats"]["index"]
keys = list(a)
assert keys.index("archived") == keys.index("file") + 1, keys
rows = [json.loads(l) for l in run("--format", "jsonl", "zorbulon").stdout.splitlines()]
assert len(rows) == 2 and all(r["archived"] is True and r["resume"] is None for r in rows), rows
s = json.loads(run("show", "c2c559cc", "--format", "json").stdout)
assert s["archived"] is True and s["resume"] is None and len(s["messages"]) == 4, s
md = run("show", "c2c559cc", "--format", "markdown").stdout
assert "- **Archived:** its files were deleted" in md and "(deleted)" in md and "Resume" not in md, md
assert "zorbulon answer 1" in md, md
PY
