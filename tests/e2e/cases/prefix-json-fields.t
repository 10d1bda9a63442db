# Search --format json: each session carries "source" (after session_id),
# "title_from" ("title", "prompt" or null) and "shown_title" (after title,
# which is still the title line or null) and "resume" (always; the last
# member before the messages), and "short_id" right after session_id (issue
# 31 point 6: as `sessions` prints it; the two Codex ids of the browse home
# share 0199a1b2-, so theirs is 0199a1b2-2). The check reads it with
# Python's json module.
env: HOME=$FIX/browse/home
run: memgrep --source claude,codex --format json 'tugboat|green|mooring'
--- stderr
--- check
python3 - "$OUT" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
ss = {s["session_id"][:8]: s for s in d["sessions"]}
assert sorted(ss) == ["0199a1b2", "5e55b000", "5e55c000"], sorted(ss)
for s in d["sessions"]:
    keys = list(s)
    # the new members: source after session_id, title_from and shown_title
    # after title, resume last before the messages; the others as before.
    assert keys[:7] == ["session_id", "short_id", "source", "title", "title_from", "shown_title", "project"], keys
    assert keys[-2:] == ["resume", "messages"], keys
    assert s["session_id"].startswith(s["short_id"]), s["short_id"]
c, b, x = ss["5e55c000"], ss["5e55b000"], ss["0199a1b2"]
assert (c["short_id"], b["short_id"], x["short_id"]) == ("5e55c00", "5e55b00", "0199a1b2-2"), (c["short_id"], b["short_id"], x["short_id"])
assert (c["source"], c["title"], c["title_from"], c["shown_title"]) == ("claude", "Tugboat's log", "title", "Tugboat's log")
assert (b["source"], b["title"], b["title_from"]) == ("claude", None, "prompt")
assert b["shown_title"] == "Check the mooring lines before the storm arrives tonight and report every fraye\u2026"
assert (x["source"], x["title"], x["title_from"], x["shown_title"]) == ("codex", None, "prompt", "Paint the harbor buoy green")
# Codex resumes in the folder it is run from: the command goes to the
# rollout's cwd first (issue 28 point 6).
assert x["resume"] == "cd '/home/dev/harbor' && codex resume 0199a1b2-2222-7bbb-8000-000000000002"
assert b["resume"] == "cd '/home/dev/harbor' && claude --resume 5e55b000-0000-4000-8000-00000000000b"
PY
