# docs/reference.md §4.5: total counts matching sessions before -n; capped says
# -n cut the list.
args: --format json -n 1 implement legacy
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["total"] == 2 and d["capped"] is True and len(d["sessions"]) == 1, (d["total"], d["capped"], len(d["sessions"]))
PY
