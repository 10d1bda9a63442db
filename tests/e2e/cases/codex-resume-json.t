# docs/reference.md §8, json: two sessions, ids and projects from each file's first
# session_meta; the resumed one keeps only its own two messages (dedup), the
# original keeps lines 3 and 5; the stats count the 2 duplicates.
args: --format json kiln codex/resume
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
got = [(s["session_id"], s["project"], s["title"], s["file"], s["matches"], s["first"], s["last"],
        [(m["file"], m["line"], m["type"], m["timestamp"]) for m in s["messages"]]) for s in d["sessions"]]
A, B = "codex/resume/rollout-2025-04-02T09-00-00-c0de2222-0000-4000-8000-000000000002.jsonl", "codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl"
want = [("c0de3333-0000-4000-8000-000000000003", "/home/dev/kiln", None, B, 2, "2025-04-03T08:01:00.000Z", "2025-04-03T08:02:00.000Z",
         [(B, 7, "user", "2025-04-03T08:01:00.000Z"), (B, 9, "assistant", "2025-04-03T08:02:00.000Z")]),
        ("c0de2222-0000-4000-8000-000000000002", "/home/dev/kiln", None, A, 2, "2025-04-02T09:00:10.000Z", "2025-04-02T09:01:00.000Z",
         [(A, 3, "user", "2025-04-02T09:00:10.000Z"), (A, 6, "assistant", "2025-04-02T09:01:00.000Z")])]
assert got == want, "got %r" % (got,)
assert d["total"] == 2, d["total"]
assert d["stats"]["drops"]["duplicate"] == 2, d["stats"]["drops"]
PY
