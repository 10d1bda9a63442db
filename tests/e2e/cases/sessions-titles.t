# Titles over the real episodic-memory transcripts: none has a title line, so
# title is null and the shown title is the first real prompt ("title_from":
# "prompt"), cut to 80 code points with …; medium-conversation has no prompt
# either (only a summary line, which is never a title): title_from and
# shown_title null; its project is guessed from its folder's name, not an
# absolute path, so it has no resume command.
# Issue 28 point 4: large-conversation's second summary describes
# tiny-conversation (its leafUuid is tiny's last message): 148 and 6 messages,
# not 149 and 5.
cwd: $FIX/../../..
run: "$E2E_BIN" sessions -j 1 --format jsonl tests/real/obra__episodic-memory
--- stdout
{"session_id":"982581eb-41b9-46da-86c1-ac34168117a8","short_id":"982581e","source":"claude","title":null,"title_from":"prompt","shown_title":"Summarize this part of a conversation in 2-3 sentences. What happened, what was…","project":"/Users/testuser/.worktrees/example-feature/skills/collaboration/remembering-conversations/tool","file":"tests/real/obra__episodic-memory/short-conversation.jsonl","first":"2025-10-08T20:52:16.536Z","last":"2025-10-08T20:52:18.958Z","messages":3,"resume":"cd '/Users/testuser/.worktrees/example-feature/skills/collaboration/remembering-conversations/tool' && claude --resume 982581eb-41b9-46da-86c1-ac34168117a8"}
{"session_id":"9a9eadc8-c1f1-493e-a0f1-884aa996b05b","short_id":"9a9eadc","source":"claude","title":null,"title_from":"prompt","shown_title":"please read the research and the resources directories. then talk to me about t…","project":"/Users/testuser/Documents/GitHub/example-org/example-project","file":"tests/real/obra__episodic-memory/long-conversation.jsonl","first":"2025-10-08T02:43:40.849Z","last":"2025-10-08T17:01:22.291Z","messages":48,"resume":"cd '/Users/testuser/Documents/GitHub/example-org/example-project' && claude --resume 9a9eadc8-c1f1-493e-a0f1-884aa996b05b"}
{"session_id":"0fae0449-64d3-4788-8622-d3a47d82c14b","short_id":"0fae044","source":"claude","title":null,"title_from":"prompt","shown_title":"I see four uncommitted files?","project":"/Users/testuser/Documents/GitHub/projects/example-project/.worktrees/streaming","file":"tests/real/obra__episodic-memory/large-conversation.jsonl","first":"2025-09-19T23:23:27.878Z","last":"2025-09-20T05:11:57.594Z","messages":148,"resume":"cd '/Users/testuser/Documents/GitHub/projects/example-project/.worktrees/streaming' && claude --resume 0fae0449-64d3-4788-8622-d3a47d82c14b"}
{"session_id":"67a8478e-78dc-44ab-82ea-f65c8ead85f6","short_id":"67a8478","source":"claude","title":null,"title_from":"prompt","shown_title":"Lately, I've noticed you being very tentative. \"I've identified a clear problem…","project":"/Users/testuser/Documents/GitHub/projects/example-project/.worktrees/streaming","file":"tests/real/obra__episodic-memory/tiny-conversation.jsonl","first":"2025-09-19T17:34:29.181Z","last":"2025-09-19T17:36:33.487Z","messages":6,"resume":"cd '/Users/testuser/Documents/GitHub/projects/example-project/.worktrees/streaming' && claude --resume 67a8478e-78dc-44ab-82ea-f65c8ead85f6"}
{"session_id":"medium-conversation","short_id":"medium-","source":"claude","title":null,"title_from":null,"shown_title":null,"project":"obra__episodic/memory","file":"tests/real/obra__episodic-memory/medium-conversation.jsonl","first":null,"last":null,"messages":1,"resume":null}
--- stderr
--- check
python3 - "$OUT" <<'PY'
import json, sys
ss = {s["session_id"]: s for s in map(json.loads, open(sys.argv[1], encoding="utf-8"))}
assert len(ss) == 5, sorted(ss)
for s in ss.values():
    if s["title"] is None and s["shown_title"] is not None:
        assert s["title_from"] == "prompt", s
    elif s["title"] is not None:
        assert s["title_from"] == "title" and s["shown_title"] == s["title"], s
    else:
        assert s["title_from"] is None and s["shown_title"] is None, s
m = ss["medium-conversation"]
assert (m["title"], m["title_from"], m["shown_title"], m["first"], m["last"], m["messages"]) == (
    None, None, None, None, None, 1), m
t = ss["67a8478e-78dc-44ab-82ea-f65c8ead85f6"]
assert t["title_from"] == "prompt" and t["shown_title"].startswith("Lately, I've noticed you being very tentative."), t
assert len(t["shown_title"]) == 80 and t["shown_title"].endswith("\u2026"), t["shown_title"]
PY
