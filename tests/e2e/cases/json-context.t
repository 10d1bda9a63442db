# docs/reference.md §4.4: -B/-A neighbours are printed with "context": true and
# do not count as matches; the match itself has no "context" key.
args: --format json -B 1 -A 1 lighthouse context
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
s = d["sessions"][0]
assert s["matches"] == 1, "matches %r" % s["matches"]
got = [(m["uuid"], m["line"], m.get("context")) for m in s["messages"]]
want = [("c-2", 2, True), ("c-3", 3, None), ("c-4", 4, True)]
assert got == want, "messages %r, expected %r" % (got, want)
assert s["first"] == s["last"] == "2025-03-04T08:02:00Z", (s["first"], s["last"])
PY
