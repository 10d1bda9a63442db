# --timeout: the search stops; what was found is ranked and printed with a
# warning, and json says capped (exit 0 or 1: whether anything was found in
# time depends on the machine). A big generated history and a tiny timeout
# make sure it is cut short.
setup: python3 "$FIX/../gen-many.py" big 400 300
cwd: $T
run: memgrep --timeout 0.001 --format json heron big; test $? -le 1
--- check
python3 - "$OUT" "$ERR" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
err = open(sys.argv[2], encoding="utf-8").read()
assert "cut short" in err, err
assert d["capped"] is True, d["capped"]
assert d["stats"]["timed_out"] is True
assert d["stats"]["files"] < 400 or d["total"] < 400, (d["stats"]["files"], d["total"])
PY
