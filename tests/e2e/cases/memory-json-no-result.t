# docs/reference.md §4.5, §5: json with no result still prints its document
# (memory empty), exit 1.
args: --format json --source memory zzqqzz memory/json
exit: 1
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["sessions"] == [] and d["total"] == 0, d
assert d["memory"] == {"matches": 0, "files": 0, "results": []}, d["memory"]
PY
