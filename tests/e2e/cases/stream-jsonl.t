# --stream: every matching message, as soon as its file is read, no ranking
# (so no -n or -m limit, and both are refused with it: p15-opt-combos): both
# messages of the session come out.
args: --stream --format jsonl retry basic
--- check
python3 - "$OUT" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
assert sorted(r["uuid"] for r in rows) == ["a-1", "a-2"], rows
assert all(r["session_id"] == "a1b2c3d4-0000-4000-8000-000000000001" for r in rows)
PY
