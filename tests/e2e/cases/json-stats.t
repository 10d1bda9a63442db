# docs/reference.md §4.5: the json document ends with a "stats" object.
args: --format json retry basic
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert isinstance(d.get("stats"), dict), "no \"stats\" object; keys: %s" % list(d)
PY
