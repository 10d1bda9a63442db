# memgrep show keeps recall forks (sessions and search skip them unless
# --forks): a headless session whose first prompt is a memory search.
run: "$E2E_BIN" show -j 1 f0000002 browse/forks
--- stdout
session f0000002-0000-4000-8000-000000000002
source:   claude
title:    memory search "lamp" and summarise what you find  (its first prompt)
project:  /home/dev/lamp
time:     2025-05-08 09:00 – 2025-05-08 09:00, 2 messages
files:    browse/forks/f0000002-0000-4000-8000-000000000002.jsonl
resume:   cd '/home/dev/lamp' && claude --resume f0000002-0000-4000-8000-000000000002

2025-05-08 09:00  user
    memory search "lamp" and summarise what you find

2025-05-08 09:00  assistant
    Earlier the lighthouse lamp was tidied
--- stderr
