# docs/reference.md §4.5: with --format json and no result the document is
# still printed, with "sessions": [], and the status is 1.
args: --format json zzzqqq basic
exit: 1
--- stderr-contains
No results found: 1 session in 1 file of basic, none holds "zzzqqq".
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["sessions"] == [] and d["total"] == 0 and d["capped"] is False and d["query"] == "zzzqqq", d
PY
