# docs/reference.md §4.5 --stream --format jsonl on a Codex rollout, with
# --tools: the three messages and the function_call, each once.
args: --stream --tools --format jsonl lighthouse codex/basic
--- check
python3 - "$OUT" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
got = sorted((r["line"], r["type"], r["session_id"], r["project"]) for r in rows)
want = [(5, "user"), (10, "assistant"), (12, "tool"), (14, "assistant")]
assert got == [w + ("c0de1111-0000-4000-8000-000000000001", "/home/dev/harbor") for w in want], got
PY
