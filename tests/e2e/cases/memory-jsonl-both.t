# jsonl: the transcript objects, then one object per memory line.
args: --format jsonl --memory retry basic memory/json
--- check
python3 - "$OUT" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
assert len(rows) == 4, rows
assert [r.get("uuid") for r in rows[:2]] == ["a-1", "a-2"], rows[:2]
want = [{"source": "memory", "file": "memory/json/notes.md", "line": 2, "text": "retry the upload three times",
         "snippet": "retry the upload three times", "category": None},
        {"source": "memory", "file": "memory/json/notes.md", "line": 3, "text": "never retry a 4xx answer",
         "snippet": "never retry a 4xx answer", "category": None}]
assert rows[2:] == want, rows[2:]
PY
