# Issue 15 point 6: --flat --format json is a list of messages, not of
# sessions: {"query","total","capped","messages":[…],"stats"}, each message
# with its session's fields inlined as in jsonl (its file key session_file,
# score its own, matches 1, first = last its time); total counts the
# matching messages. codex/basic has 3 messages with lighthouse; -n 2
# prints the first two. The message after each is a match too, an entry of
# its own, so -A 1 adds no context (issue 31 point 9: a match is never a
# context line).
args: --flat --format json -n 2 -A 1 lighthouse codex/basic
--- stderr
memgrep: 2 of 3 messages shown; -n 3 for all
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert list(d) == ["query", "total", "capped", "messages", "stats"], list(d)
assert d["query"] == "lighthouse" and d["total"] == 3 and d["capped"] is True, (d["query"], d["total"], d["capped"])
ms = d["messages"]
keys = ["session_id", "short_id", "source", "title", "title_from", "shown_title", "project", "session_file", "score",
        "matches", "first", "last", "resume", "uuid", "timestamp", "type", "file", "line", "text", "snippet"]
for m in ms:
    assert list(m)[:len(keys)] == keys, list(m)
    assert m["session_id"] == "c0de1111-0000-4000-8000-000000000001", m["session_id"]
    assert m["session_file"] == m["file"], (m["session_file"], m["file"])
    assert "sessions" not in m and "messages" not in m
matches = [m for m in ms if not m.get("context")]
context = [m for m in ms if m.get("context")]
assert len(matches) == 2, [m["line"] for m in ms]
assert len(context) == 0, [m["line"] for m in ms]
for m in matches:
    assert m["matches"] == 1 and m["first"] == m["last"] == m["timestamp"], m
PY
