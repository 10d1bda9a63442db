# json: one document, `memory` after `sessions` and before `stats`, holding
# matches, files and per-file results; stats.sources.memory counts them.
args: --format json --memory retry basic memory/json
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert list(d) == ["query", "total", "capped", "sessions", "memory", "stats"], list(d)
assert d["query"] == "retry" and d["total"] == 1 and d["capped"] is False, d
assert len(d["sessions"]) == 1 and d["sessions"][0]["session_id"] == "a1b2c3d4-0000-4000-8000-000000000001", d["sessions"]
want = {"matches": 2, "files": 1, "results": [{"file": "memory/json/notes.md", "matches": 2, "lines": [
    {"line": 2, "text": "retry the upload three times", "snippet": "retry the upload three times", "category": None},
    {"line": 3, "text": "never retry a 4xx answer", "snippet": "never retry a 4xx answer", "category": None}]}]}
assert d["memory"] == want, d["memory"]
m = d["stats"]["sources"]["memory"]
assert m["files"] == 1 and m["matches"] == 2 and m["lines"] == 3 and m["bytes"] == 69, m
assert "claude" in d["stats"]["sources"], d["stats"]["sources"]
PY
