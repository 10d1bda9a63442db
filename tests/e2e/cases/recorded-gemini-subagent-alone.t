# Issue 28 point 8, docs/reference.md §10: a subagent's chat read alone (a
# PATH below chats/<parent id>/) is still its parent's session: its id is
# the folder's, its project the parent's (.project_root two folders up),
# its resume line the parent's; its summary (the subagent's result as JSON)
# is no title: the title is its first prompt.
cwd: $FIX/../../recorded/gemini-cli-0.61.0
args: --format json kerfuffled .gemini/tmp/proj/chats/a7acbe2c-1f58-4b35-9ae8-826c66942335
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert d["total"] == 1, d["total"]
s = d["sessions"][0]
want = {"session_id": "a7acbe2c-1f58-4b35-9ae8-826c66942335", "title": None, "title_from": "prompt",
        "shown_title": "Run echo hello and report kerfuffled", "project": "/tmp/memgrep-record/gemini/proj",
        "resume": "cd '/tmp/memgrep-record/gemini/proj' && gemini --resume a7acbe2c-1f58-4b35-9ae8-826c66942335",
        "matches": 1}
for k, v in want.items():
    assert s[k] == v, (k, s[k], v)
PY
# show FILE of the subagent's chat finds its parent's file beside its folder.
"$E2E_BIN" show -j 1 .gemini/tmp/proj/chats/a7acbe2c-1f58-4b35-9ae8-826c66942335/586edf80-545f-4a72-90a5-d2d8e232351e.jsonl | grep -x 'title:    Quixotry session summary 1'
