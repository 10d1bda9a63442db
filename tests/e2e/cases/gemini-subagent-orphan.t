# Issue 28 point 8, docs/reference.md §10: a subagent's chat (its header
# says kind "subagent") away from chats/<parent id>/ names no parent: it
# is a session of its own, which Gemini CLI cannot resume (it resumes main
# sessions only), so it gets no resume line; its summary is no title.
setup: cp "$FIX/../../recorded/gemini-cli-0.61.0/.gemini/tmp/proj/chats/a7acbe2c-1f58-4b35-9ae8-826c66942335/586edf80-545f-4a72-90a5-d2d8e232351e.jsonl" sub.jsonl
cwd: $T
args: --format json kerfuffled sub.jsonl
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
s = d["sessions"][0]
assert s["session_id"] == "586edf80-545f-4a72-90a5-d2d8e232351e", s["session_id"]
assert s["resume"] is None, s["resume"]
assert s["title"] is None and s["shown_title"] == "Run echo hello and report kerfuffled", s
PY
[ -z "$("$E2E_BIN" show -j 1 sub.jsonl | grep '^resume:')" ]
