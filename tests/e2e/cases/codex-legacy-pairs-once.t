# docs/reference.md §8: in the real legacy rollouts of tests/real (Codex 0.34
# and 0.36) each reply is written as an event_msg agent_message and later in
# its turn as a response_item message, but for one (613a9a68's line 355, a
# turn the user interrupted): show prints each reply once, at its
# response_item's line, and that one at its own line, through the index
# (made, then fresh) and without it: of the 146 agent_message lines only
# line 355 is shown.
cwd: $FIX/../../..
run: "$E2E_BIN" show -j 1 --format json 613a tests/real/Hoper-J__cpolar-connect >/dev/null
--- check
python3 - <<'PY'
import glob, json, os, subprocess
files = sorted(glob.glob("tests/real/*/codex/sessions/*/*/*/rollout-*.jsonl"))
assert len(files) == 5, files
echoes = 0
for f in files:
    sid, want = None, []
    for n, line in enumerate(open(f, encoding="utf-8"), 1):
        o = json.loads(line)
        p = o["payload"]
        if o["type"] == "session_meta" and sid is None:
            sid = p["id"]
        if o["type"] == "response_item" and p.get("type") == "message" and p.get("role") == "assistant":
            want.append(n)
        if o["type"] == "event_msg" and p.get("type") == "agent_message":
            echoes += 1
    if sid.startswith("613a9a68"):
        want = sorted(want + [355])
    for opts in ([], [], ["--no-index"]):
        out = subprocess.run([os.environ["E2E_BIN"], "show", "-j", "1", "--format", "json", *opts, sid, f],
                             capture_output=True, text=True, check=True).stdout
        got = [m["line"] for m in json.loads(out)["messages"] if m["type"] == "assistant"]
        assert got == want, "%s %s: %r, expected %r" % (f, opts, got, want)
assert echoes == 146, echoes
PY
