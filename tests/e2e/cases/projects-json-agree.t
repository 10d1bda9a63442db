# memgrep projects --format json agrees with memgrep sessions: a project's
# session count, message count and last time are those of its sessions. The
# check parses both.
env: HOME=$FIX/browse/home
run: true
--- stdout
--- stderr
--- check
python3 - <<'PY'
import json, os, subprocess
run = lambda *a: subprocess.run([os.environ["E2E_BIN"]] + list(a), capture_output=True, text=True,
                   env=dict(os.environ, HOME=os.environ["FIX"] + "/browse/home"))
d = json.loads(run("projects", "-j", "1", "--source", "claude,codex", "--format", "json").stdout)
assert list(d) == ["total", "capped", "projects"] and d["total"] == 2 and d["capped"] is False, d
assert all(list(p) == ["project", "sessions", "messages", "last"] for p in d["projects"]), d
ss = [json.loads(l) for l in run("sessions", "-j", "1", "--source", "claude,codex", "--format", "jsonl").stdout.splitlines()]
for p in d["projects"]:
    mine = [s for s in ss if s["project"] == p["project"]]
    assert p["sessions"] == len(mine) and p["messages"] == sum(s["messages"] for s in mine), (p, mine)
    assert p["last"] == mine[0]["last"], (p, mine[0])
PY
