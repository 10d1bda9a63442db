# Over the real transcripts (tests/real: Claude Code, headless, Codex and a
# resumed Codex rollout): for each of the 16 sessions that memgrep sessions
# lists, memgrep show ID gives the same id, source, titles, project, file,
# first and last time and resume command, and shows exactly the user,
# assistant and summary messages that sessions counts, each from one of its
# files. Run from the repository root.
cwd: $FIX/../../..
run: true
--- stdout
--- stderr
--- check
python3 - <<'PY'
import json, os, subprocess
from datetime import datetime
run = lambda *a: subprocess.run([os.environ["E2E_BIN"]] + list(a), capture_output=True, text=True)
p = run("sessions", "-j", "1", "--format", "jsonl", "-n", "100", "tests/real")
assert p.returncode == 0 and p.stderr == "", (p.returncode, p.stderr)
ss = [json.loads(l) for l in p.stdout.splitlines()]
assert len(ss) == 16, len(ss)
for s in ss:
    q = run("show", "-j", "1", "--format", "json", s["session_id"], "tests/real")
    assert q.returncode == 0, (s["session_id"], q.returncode, q.stderr)
    d = json.loads(q.stdout)
    for k in ("session_id", "source", "title", "title_from", "shown_title", "project", "file", "first", "last",
              "resume"):
        assert s[k] == d[k], (s["session_id"], k, s[k], d[k])
    n = sum(1 for m in d["messages"] if m["type"] in ("user", "assistant", "summary"))
    assert n == s["messages"], (s["session_id"], "sessions counts", s["messages"], "show shows", n)
    assert d["files"][0] == d["file"] and all(m["file"] in d["files"] for m in d["messages"])
    ts = [datetime.fromisoformat(m["timestamp"].replace("Z", "+00:00")) for m in d["messages"] if m["timestamp"]]
    assert ts == sorted(ts), (s["session_id"], "not in time order")
PY
