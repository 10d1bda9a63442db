# The real resumed Codex rollout (tests/real/Hoper-J__cpolar-connect: 613a9a68
# resumes 9cd28a74, whose history Codex 0.36 replayed with new timestamps,
# so they are its own messages, docs/reference.md §8): show by prefix, run
# from the repository root; the header and the first messages (Chinese text,
# reasoning and shell calls one line each). The resume command goes to the
# rollout's cwd first (issue 28 point 6). 174 messages: with the reply of
# the interrupted turn, line 355, read from its agent_message (§8).
cwd: $FIX/../../..
run: "$E2E_BIN" show -j 1 613a tests/real/Hoper-J__cpolar-connect | head -n 16
--- stdout
session 613a9a68-8816-40b2-a2d4-041ade599da6
source:   codex
title:    检查目前项目的设计  (its first prompt)
project:  /Users/home/Downloads/CpolarAutoUpdater
time:     2025-09-16 06:12 – 2025-09-16 06:27, 33 messages, 116 tool, 25 thinking
files:    tests/real/Hoper-J__cpolar-connect/codex/sessions/2025/09/16/rollout-2025-09-16T14-12-31-613a9a68-8816-40b2-a2d4-041ade599da6.jsonl
resume:   cd '/Users/home/Downloads/CpolarAutoUpdater' && codex resume 613a9a68-8816-40b2-a2d4-041ade599da6

2025-09-16 06:12  user
    检查目前项目的设计

2025-09-16 06:12  thinking  **Planning project review** I'm considering how to approach the project review, starting with read …

2025-09-16 06:12  assistant
    我先梳理仓库结构与文档，然后定位主要模块与入口点。

--- stderr
