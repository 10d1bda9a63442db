# --format json: {"total","capped","sessions"}; each session has its full and
# short id, source, title (the title line or null), title_from ("title",
# "prompt" or null), shown_title, project, file, first and last time, message
# count and resume command. -n 3 of 5: capped. The check parses it.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude,codex --format json -n 3
--- stdout
{"total":5,"capped":true,"sessions":[{"session_id":"0199a1b2-2222-7bbb-8000-000000000002","short_id":"0199a1b2-2","source":"codex","title":null,"title_from":"prompt","shown_title":"Paint the harbor buoy green","project":"/home/dev/harbor","file":"$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-30-00-0199a1b2-2222-7bbb-8000-000000000002.jsonl","first":"2025-05-04T10:30:10.000Z","last":"2025-05-04T10:31:00.000Z","messages":2,"resume":"cd '/home/dev/harbor' && codex resume 0199a1b2-2222-7bbb-8000-000000000002"},{"session_id":"0199a1b2-1111-7aaa-8000-000000000001","short_id":"0199a1b2-1","source":"codex","title":null,"title_from":"prompt","shown_title":"Paint the harbor buoy red","project":"/home/dev/harbor","file":"$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-00-00-0199a1b2-1111-7aaa-8000-000000000001.jsonl","first":"2025-05-04T10:00:10.000Z","last":"2025-05-04T10:01:00.000Z","messages":2,"resume":"cd '/home/dev/harbor' && codex resume 0199a1b2-1111-7aaa-8000-000000000001"},{"session_id":"5e55c000-0000-4000-8000-00000000000c","short_id":"5e55c00","source":"claude","title":"Tugboat's log","title_from":"title","shown_title":"Tugboat's log","project":"/home/dev/it's here","file":"$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl","first":"2025-05-03T07:00:00Z","last":"2025-05-03T07:01:00Z","messages":3,"resume":"cd '/home/dev/it'\\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c"}]}
--- stderr
memgrep: 3 of 5 sessions shown; -n 5 for all
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
assert list(d) == ["total", "capped", "sessions"] and d["total"] == 5 and d["capped"] is True
keys = ["session_id", "short_id", "source", "title", "title_from", "shown_title", "project", "file", "first",
        "last", "messages", "resume"]
assert all(list(s) == keys for s in d["sessions"])
a, b, c = d["sessions"]
assert (a["short_id"], a["source"], a["title"], a["title_from"], a["shown_title"], a["messages"]) == (
    "0199a1b2-2", "codex", None, "prompt", "Paint the harbor buoy green", 2), a
# Codex's goes to the rollout's cwd first (issue 28 point 6).
assert a["resume"] == "cd '/home/dev/harbor' && codex resume 0199a1b2-2222-7bbb-8000-000000000002"
assert (c["title"], c["title_from"], c["shown_title"], c["messages"]) == (
    "Tugboat's log", "title", "Tugboat's log", 3), c
assert c["resume"] == "cd '/home/dev/it'\\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c"
assert [s["last"] for s in d["sessions"]] == ["2025-05-04T10:31:00.000Z", "2025-05-04T10:01:00.000Z",
                                              "2025-05-03T07:01:00Z"]
PY
