# docs/reference.md §8, §4.5: jsonl on a Codex rollout, one object per message
# with the session fields inlined (uuid and title null).
args: --format jsonl lighthouse codex/basic
--- check
python3 - "$OUT" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
f = "codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl"
got = [(r["session_id"], r["project"], r["title"], r["matches"], r["uuid"], r["type"], r["file"], r["line"], r["text"], r["timestamp"]) for r in rows]
want = [("c0de1111-0000-4000-8000-000000000001", "/home/dev/harbor", None, 3, None, "user", f, 5, "Please fix the lighthouse parser so it handles empty frames", "2025-04-01T10:00:05.000Z"),
        ("c0de1111-0000-4000-8000-000000000001", "/home/dev/harbor", None, 3, None, "assistant", f, 10, "I will read the lighthouse parser first.", "2025-04-01T10:00:10.000Z"),
        ("c0de1111-0000-4000-8000-000000000001", "/home/dev/harbor", None, 3, None, "assistant", f, 14, "The lighthouse parser now skips empty frames.", "2025-04-01T10:03:00.000Z")]
assert got == want, "got %r" % got
PY
