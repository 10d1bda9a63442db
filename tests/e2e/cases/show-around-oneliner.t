# --around a tool message, -C 1: tool and thinking messages stay one line
# each, the target's line ends with ◀.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 --around a-3 -C 1 5e55a
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

2025-05-01 09:01  thinking  The crane schedule depends on the tides: high water at 14:00 and low water at 20:00, so berth three…
2025-05-01 09:02  tool  Bash grep -n 'berth' schedule/cranes.txt | sort -k2 -t: | head -n 40 && echo 'every berth listed, e…  ◀
2025-05-01 09:02  tool  berth 3: crane A berth 5: crane B
--- stderr
