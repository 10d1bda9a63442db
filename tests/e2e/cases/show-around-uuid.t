# memgrep show --around UUID -C 1: the header, then the message whose uuid is
# sa-2 (a subagent message, marked ◀) with one message either side in the
# session's chronological list (the one before from the same subagent file,
# the one after from the old-layout subagent file).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --around sa-2 -C 1 5e55a
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

2025-05-01 09:05  user  [subagent agent-aa11]
    Check the tide tables for the harbor

2025-05-01 09:06  assistant  [subagent agent-aa11]  ◀
    High water is at 14:00

2025-05-01 09:07  assistant  [subagent agent-bb22]
    Berth five is free after 20:00
--- stderr
