# memgrep show ID (issue 14): one session, oldest message first, from the
# default roots of every source ($HOME/.claude/projects, .codex/sessions,
# .gemini/tmp; only the last is missing, so no warning). A header (id,
# source, title, project, local first – last time and the message count,
# every file: the main transcript, then the subagent files of both layouts,
# <id>/subagents/agent-aa11.jsonl and agent-bb22.jsonl beside it; the resume
# command), then every message with its time and kind: the subagent ones
# marked and placed by time between the main transcript's; thinking and tool
# messages one line each (whitespace folded, cut to 100 code points with …);
# the isMeta line (line 5) and the <system-reminder> block (line 6) hidden as
# noise; the short "ok" shown. The ai-title names the session: it is the
# header's title and not printed again among the messages (issue 28 point 3;
# the message count still counts it).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 5e55a000-0000-4000-8000-00000000000a
--- stdout
session 5e55a000-0000-4000-8000-00000000000a
source:   claude
title:    Harbor crane planning
project:  /home/dev/harbor
time:     2025-05-01 09:00 – 2025-05-01 09:11, 7 messages, 2 tool, 1 thinking
files:    $FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl
          $FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a/subagents/agent-aa11.jsonl
          $FIX/browse/home/.claude/projects/-home-dev-harbor/agent-bb22.jsonl
resume:   cd '/home/dev/harbor' && claude --resume 5e55a000-0000-4000-8000-00000000000a

2025-05-01 09:00  user
    Plan the crane schedule for the harbor

2025-05-01 09:01  thinking  The crane schedule depends on the tides: high water at 14:00 and low water at 20:00, so berth three…
2025-05-01 09:02  tool  Bash grep -n 'berth' schedule/cranes.txt | sort -k2 -t: | head -n 40 && echo 'every berth listed, e…
2025-05-01 09:02  tool  berth 3: crane A berth 5: crane B

2025-05-01 09:05  user  [subagent agent-aa11]
    Check the tide tables for the harbor

2025-05-01 09:06  assistant  [subagent agent-aa11]
    High water is at 14:00

2025-05-01 09:07  assistant  [subagent agent-bb22]
    Berth five is free after 20:00

2025-05-01 09:10  user
    ok

2025-05-01 09:11  assistant
    The crane plan:

    1. berth three at 14:00
    2. berth five at 20:00
--- stderr
