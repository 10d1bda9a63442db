# json with --source memory: an empty sessions list (total 0) and the
# memory results; exit 0 since something matched.
args: --format json --source memory --category decisions plum memory/rules/category.md
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["sessions"] == [] and d["total"] == 0, d
r = d["memory"]
assert r["matches"] == 3 and r["files"] == 1, r
lines = r["results"][0]["lines"]
assert [(l["line"], l["category"]) for l in lines] == [(3, "decisions"), (5, "decisions"), (20, "decisions")], lines
assert r["results"][0]["file"] == "memory/rules/category.md" and r["results"][0]["matches"] == 3, r
assert list(d["stats"]["sources"]) == ["memory"], d["stats"]["sources"]
PY
