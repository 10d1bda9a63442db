# docs/reference.md §8: when a function_call's arguments are not JSON object text
# (plain text, a JSON array), the tool text is the name, then the arguments
# string itself.
args: --type tool --format jsonl heron codex/detect/
--- check
python3 - "$OUT" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
got = [(r["line"], r["type"], r["text"]) for r in rows]
want = [(3, "tool", "custom_tool\nheron: raw text, not JSON"), (4, "tool", 'list_tool\n["heron","array"]')]
assert got == want, "got %r" % (got,)
PY
