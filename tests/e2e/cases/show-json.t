# memgrep show --format json: one object with the session's fields (full id
# and short id, the shortest unique prefix; source, title, title_from,
# shown_title, project, its file and every file, first and last time,
# resume) and every message in time order with its whole text (tool and
# thinking included), file, line and whether it is a subagent's. The check
# validates it with Python's json module. The ai-title line (line 9) names
# the session: it is the title, not one of the messages (issue 28 point 3).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --format json 5e55a
--- stdout
{"session_id":"5e55a000-0000-4000-8000-00000000000a","short_id":"5e55a00","source":"claude","title":"Harbor crane planning","title_from":"title","shown_title":"Harbor crane planning","project":"/home/dev/harbor","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","files":["$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a/subagents/agent-aa11.jsonl","$FIX/browse/home/.claude/projects/-home-dev-harbor/agent-bb22.jsonl"],"first":"2025-05-01T09:00:00Z","last":"2025-05-01T09:11:00Z","resume":"cd '/home/dev/harbor' && claude --resume 5e55a000-0000-4000-8000-00000000000a","messages":[{"uuid":"a-1","timestamp":"2025-05-01T09:00:00Z","type":"user","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","line":1,"subagent":false,"text":"Plan the crane schedule for the harbor"},{"uuid":"a-2","timestamp":"2025-05-01T09:01:00Z","type":"thinking","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","line":2,"subagent":false,"text":"The crane   schedule depends on the tides:\n  high water at 14:00 and low water at 20:00, so berth three goes first and berth five waits for the evening shift"},{"uuid":"a-3","timestamp":"2025-05-01T09:02:00Z","type":"tool","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","line":3,"subagent":false,"text":"Bash\ngrep -n 'berth' schedule/cranes.txt | sort -k2 -t: | head -n 40 && echo 'every berth listed, every crane counted, and the tide table read twice'"},{"uuid":"a-4","timestamp":"2025-05-01T09:02:30Z","type":"tool","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","line":4,"subagent":false,"text":"berth 3: crane A\nberth 5: crane B"},{"uuid":"sa-1","timestamp":"2025-05-01T09:05:00Z","type":"user","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a/subagents/agent-aa11.jsonl","line":1,"subagent":true,"text":"Check the tide tables for the harbor"},{"uuid":"sa-2","timestamp":"2025-05-01T09:06:00Z","type":"assistant","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a/subagents/agent-aa11.jsonl","line":2,"subagent":true,"text":"High water is at 14:00"},{"uuid":"sb-1","timestamp":"2025-05-01T09:07:00Z","type":"assistant","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/agent-bb22.jsonl","line":1,"subagent":true,"text":"Berth five is free after 20:00"},{"uuid":"a-7","timestamp":"2025-05-01T09:10:00Z","type":"user","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","line":7,"subagent":false,"text":"ok"},{"uuid":"a-8","timestamp":"2025-05-01T09:11:00Z","type":"assistant","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","line":8,"subagent":false,"text":"The crane plan:\n\n1. berth three at 14:00\n2. berth five at 20:00"}]}
--- stderr
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert list(d) == ["session_id", "short_id", "source", "title", "title_from", "shown_title", "project",
                   "file", "files", "first", "last", "resume", "messages"], list(d)
assert d["session_id"] == "5e55a000-0000-4000-8000-00000000000a" and d["short_id"] == "5e55a00", d["short_id"]
assert d["source"] == "claude" and d["title"] == "Harbor crane planning" and d["title_from"] == "title"
assert d["shown_title"] == d["title"]
assert d["resume"] == "cd '/home/dev/harbor' && claude --resume 5e55a000-0000-4000-8000-00000000000a"
assert [f.rsplit("/", 1)[1] for f in d["files"]] == [
    "5e55a000-0000-4000-8000-00000000000a.jsonl", "agent-aa11.jsonl", "agent-bb22.jsonl"], d["files"]
assert d["file"] == d["files"][0]
ms = d["messages"]
for m in ms:
    assert list(m) == ["uuid", "timestamp", "type", "file", "line", "subagent", "text"], list(m)
assert [m["uuid"] for m in ms] == ["a-1", "a-2", "a-3", "a-4", "sa-1", "sa-2", "sb-1", "a-7", "a-8"]
assert [m["type"] for m in ms] == ["user", "thinking", "tool", "tool", "user", "assistant", "assistant",
                                   "user", "assistant"]
assert [m["subagent"] for m in ms] == [False] * 4 + [True] * 3 + [False] * 2
assert [m["timestamp"] for m in ms] == sorted(m["timestamp"] for m in ms)
assert ms[1]["text"].startswith("The crane   schedule depends on the tides:\n  high water"), ms[1]["text"]
assert ms[2]["text"].endswith("and the tide table read twice'"), "the whole tool text"
assert [m["line"] for m in ms] == [1, 2, 3, 4, 1, 2, 1, 7, 8]
PY
