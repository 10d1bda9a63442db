# memgrep show --tools --thinking: tool and thinking messages with their
# whole text (the tool's name, then its input; the tool_result; the thinking
# with its own line breaks and spaces), as other messages are.
# Issue 28 point 3: the title line that names the session is printed in the
# header only, not again among the messages (docs/reference.md §11).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --tools --thinking 5e55a
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

2025-05-01 09:01  thinking
    The crane   schedule depends on the tides:
      high water at 14:00 and low water at 20:00, so berth three goes first and berth five waits for the evening shift

2025-05-01 09:02  tool
    Bash
    grep -n 'berth' schedule/cranes.txt | sort -k2 -t: | head -n 40 && echo 'every berth listed, every crane counted, and the tide table read twice'

2025-05-01 09:02  tool
    berth 3: crane A
    berth 5: crane B

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
