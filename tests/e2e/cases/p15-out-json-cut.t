# Issue 15 point 4: json keeps the default of 10; the document says capped,
# and stderr says it too.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
args: --format json heron many
--- stderr
memgrep: 10 of 12 sessions shown; -n 12 for all
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["total"] == 12 and d["capped"] is True and len(d["sessions"]) == 10, (d["total"], d["capped"], len(d["sessions"]))
PY
