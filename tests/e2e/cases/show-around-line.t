# memgrep show --around LINE -C 1: LINE 7 of the session's file (its main
# transcript) is the short "ok"; one message either side, the one before
# from the old-layout subagent file.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --around 7 -C 1 5e55a
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

2025-05-01 09:07  assistant  [subagent agent-bb22]
    Berth five is free after 20:00

2025-05-01 09:10  user  ◀
    ok

2025-05-01 09:11  assistant
    The crane plan:

    1. berth three at 14:00
    2. berth five at 20:00
--- stderr
