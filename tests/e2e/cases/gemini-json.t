# docs/reference.md §10, §4.5: the json document of a Gemini session: each
# message's uuid is its id; the tool call (name, args' scalars, output) and
# the last copy of the answer; stats.sources has the gemini source.
args: --format json "osprey|wombat" --tools gemini/home/.gemini/tmp/harbor
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
f = "gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl"
def eq(what, got, want):
    assert got == want, "%s is %r, expected %r" % (what, got, want)
eq("total", d["total"], 1)
eq("number of sessions", len(d["sessions"]), 1)
s = d["sessions"][0]
for k, v in [("session_id", "1a2b3c4d-1111-4aaa-8bbb-000000000001"), ("title", "Fix the lighthouse parser on empty frames"),
             ("project", "/home/dev/harbor"), ("file", f), ("score", 2), ("matches", 2),
             ("first", "2025-06-02T09:05:02.000Z"), ("last", "2025-06-02T09:10:06.000Z")]:
    eq(k, s.get(k, "<missing>"), v)
tool = "run_shell_command\nmake check\n.\nfalse\nosprey: 12 passed, 0 failed"
want = [{"uuid": "9e000000-0000-4000-8000-000000000007", "timestamp": "2025-06-02T09:05:02.000Z", "type": "tool",
         "file": f, "line": 13, "text": tool, "snippet": " ".join(tool.split())},
        {"uuid": "9e000000-0000-4000-8000-000000000013", "timestamp": "2025-06-02T09:10:06.000Z", "type": "assistant",
         "file": f, "line": 28, "text": "Final: use the wombat cache for frames.",
         "snippet": "Final: use the wombat cache for frames."}]
eq("messages", s["messages"], want)
eq("stats.sources", d["stats"]["sources"], {"gemini": {"files": 2, "bytes": 9096, "lines": 43, "messages": 24, "matches": 2}})
PY
