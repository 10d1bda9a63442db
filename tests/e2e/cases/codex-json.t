# docs/reference.md §8, §4.5: the json document for a Codex rollout: no uuid
# (null), no title (null), the rollout is the session's file, score = matches.
args: --format json lighthouse codex/basic
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
f = "codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl"
def eq(what, got, want):
    assert got == want, "%s is %r, expected %r" % (what, got, want)
eq("query", d["query"], "lighthouse")
eq("total", d["total"], 1)
eq("capped", d["capped"], False)
eq("number of sessions", len(d["sessions"]), 1)
s = d["sessions"][0]
for k, v in [("session_id", "c0de1111-0000-4000-8000-000000000001"), ("title", None), ("project", "/home/dev/harbor"), ("file", f),
             ("score", 3), ("matches", 3), ("first", "2025-04-01T10:00:05.000Z"), ("last", "2025-04-01T10:03:00.000Z")]:
    eq(k, s.get(k, "<missing>"), v)
texts = ["Please fix the lighthouse parser so it handles empty frames", "I will read the lighthouse parser first.",
         "The lighthouse parser now skips empty frames."]
want = [{"uuid": None, "timestamp": ts, "type": ty, "file": f, "line": ln, "text": t, "snippet": t}
        for ts, ty, ln, t in zip(["2025-04-01T10:00:05.000Z", "2025-04-01T10:00:10.000Z", "2025-04-01T10:03:00.000Z"],
                                 ["user", "assistant", "assistant"], [5, 10, 14], texts)]
eq("messages", s["messages"], want)
PY
