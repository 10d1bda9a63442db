# memgrep show --around FILE:LINE with -B and -A: line 1 of the new-layout
# subagent file named by its file name; -B 0 -A 1 gives it and the next
# message only.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --around agent-aa11.jsonl:1 -B 0 -A 1 5e55a
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

2025-05-01 09:05  user  [subagent agent-aa11]  ◀
    Check the tide tables for the harbor

2025-05-01 09:06  assistant  [subagent agent-aa11]
    High water is at 14:00
--- stderr
