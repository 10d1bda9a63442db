# Issue 28 point 8, docs/reference.md §10, §11.2: show of the parent session
# prints the subagent's messages among its own, in time order, each marked
# with the subagent's file; the title is the parent's summary, shown once
# (the subagent's {"$set":{"summary":…}}, its complete_task result, titles
# nothing); the resume line is the parent's, the only one Gemini CLI
# resumes; the parent's file is the session's file.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
run: "$E2E_BIN" show -j 1 a7acbe2c
--- stdout
session a7acbe2c-1f58-4b35-9ae8-826c66942335
source:   gemini
title:    Quixotry session summary 1
project:  /tmp/memgrep-record/gemini/proj
time:     2026-11-29 02:43 – 2026-11-29 02:43, 4 messages, 3 tool
files:    $FIX/../../recorded/gemini-cli-0.61.0/.gemini/tmp/proj/chats/session-2026-11-29T02-43-a7acbe2c.jsonl
          $FIX/../../recorded/gemini-cli-0.61.0/.gemini/tmp/proj/chats/a7acbe2c-1f58-4b35-9ae8-826c66942335/586edf80-545f-4a72-90a5-d2d8e232351e.jsonl
resume:   cd '/tmp/memgrep-record/gemini/proj' && gemini --resume a7acbe2c-1f58-4b35-9ae8-826c66942335

2026-11-29 02:43  user
    Ask a subagent to run echo, then say kerfuffled

2026-11-29 02:43  tool  invoke_agent generalist Run echo hello and report kerfuffled Subagent 'generalist' finished. Termin…

2026-11-29 02:43  user  [subagent 586edf80-545f-4a72-90a5-d2d8e232351e]
    Run echo hello and report kerfuffled

2026-11-29 02:43  tool  [subagent 586edf80-545f-4a72-90a5-d2d8e232351e]  run_shell_command echo hello <untrusted_context> Output: hello Process Group PGID: 18968 </untruste…
2026-11-29 02:43  tool  [subagent 586edf80-545f-4a72-90a5-d2d8e232351e]  complete_task kerfuffled subagent report Output submitted and task completed.

2026-11-29 02:43  assistant
    kerfuffled answer 1
--- stderr
--- check
"$E2E_BIN" show -j 1 --format json a7acbe2c | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert [m["subagent"] for m in d["messages"]] == [False, False, True, True, True, False], d["messages"]
assert d["title"] == "Quixotry session summary 1", d["title"]
'
# The subagent's own id names no session: it is part of its parent's.
if "$E2E_BIN" show -j 1 586edf80 2>/dev/null; then exit 1; fi
