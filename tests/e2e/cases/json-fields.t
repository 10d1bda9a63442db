# docs/reference.md §4.5: the json document and its field values.
args: --format json retry basic
--- check
if command -v jq >/dev/null; then jq . "$OUT" >/dev/null; else python3 -m json.tool "$OUT" >/dev/null; fi || exit 1
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
f = "basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl"
def eq(what, got, want):
    assert got == want, "%s is %r, expected %r" % (what, got, want)
eq("query", d["query"], "retry")
eq("total", d["total"], 1)
eq("capped", d["capped"], False)
eq("number of sessions", len(d["sessions"]), 1)
s = d["sessions"][0]
for k, v in [("session_id", "a1b2c3d4-0000-4000-8000-000000000001"), ("title", "Upload client work"),
             ("project", "/home/dev/app"), ("file", f), ("score", 2), ("matches", 2),
             ("first", "2025-03-01T09:00:00Z"), ("last", "2025-03-01T09:01:00Z")]:
    eq(k, s.get(k), v)
want = [{"uuid": "a-1", "timestamp": "2025-03-01T09:00:00Z", "type": "user", "file": f, "line": 1,
         "text": "Please add a retry loop to the upload client", "snippet": "Please add a retry loop to the upload client"},
        {"uuid": "a-2", "timestamp": "2025-03-01T09:01:00Z", "type": "assistant", "file": f, "line": 2,
         "text": "I added a retry loop with exponential backoff to upload.go",
         "snippet": "I added a retry loop with exponential backoff to upload.go"}]
eq("messages", s["messages"], want)
PY
