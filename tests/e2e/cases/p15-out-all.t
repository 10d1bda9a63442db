# Issue 15 point 4: --all lifts the limit in every format: 12 sessions of
# 12, not capped, nothing on stderr.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
args: --all --format json heron many
--- stderr
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["total"] == 12 and d["capped"] is False and len(d["sessions"]) == 12, (d["total"], d["capped"], len(d["sessions"]))
PY
