# -j 1 and -j 2 give the same output (results never depend on the order in
# which files were read).
cwd: $T
run: memgrep --format json -n 100 "the|a" "$FIX" > j1.json; memgrep -j 2 --format json -n 100 "the|a" "$FIX" > j2.json
--- check
python3 - <<'PY'
import json
a = json.load(open("j1.json")); b = json.load(open("j2.json"))
a.pop("stats"); b.pop("stats")
assert a == b
assert a["total"] > 3, a["total"]
PY
