# Issue 15 point 6: --flat json prints each message once (no session
# repeated around it): 2 sessions of 3 messages each are 6 messages, total 6,
# not capped.
setup: python3 "$FIX/../gen-many.py" many 2 3
cwd: $T
args: --flat --format json heron many
--- stderr
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert "sessions" not in d, list(d)
assert d["total"] == 6 and d["capped"] is False and len(d["messages"]) == 6, (d["total"], d["capped"], len(d["messages"]))
assert sorted(m["uuid"] for m in d["messages"]) == ["0-0", "0-1", "0-2", "1-0", "1-1", "1-2"]
PY
