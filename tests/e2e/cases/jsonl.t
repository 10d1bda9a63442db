# docs/reference.md §4.5: jsonl is one object per printed message, session
# fields inlined.
args: --format jsonl retry basic
--- check
[ "$(wc -l < "$OUT")" = 2 ] || { echo "expected 2 lines"; cat "$OUT"; exit 1; }
python3 - "$OUT" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
f = "basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl"
got = [(r["session_id"], r["project"], r["title"], r["matches"], r["uuid"], r["type"], r["file"], r["line"], r["text"]) for r in rows]
want = [("a1b2c3d4-0000-4000-8000-000000000001", "/home/dev/app", "Upload client work", 2, "a-1", "user", f, 1,
         "Please add a retry loop to the upload client"),
        ("a1b2c3d4-0000-4000-8000-000000000001", "/home/dev/app", "Upload client work", 2, "a-2", "assistant", f, 2,
         "I added a retry loop with exponential backoff to upload.go")]
assert got == want, "got %r" % got
PY
