# Issue 30: memgrep sessions lists both recorded pi sessions (id, source,
# project from the header's cwd, title: the session_info name, else the
# first prompt), and show prints one whole conversation with its resume
# command.
env: PI_CODING_AGENT_DIR=$FIX/../../recorded/pi-0.73.1/.pi/agent
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" projects -j 1; "$E2E_BIN" show -j 1 01a22717-9a6f
--- stdout
2026-11-29 11:36  01a22717-b  pi         2  /tmp/memgrep-record/pi/proj  Read the notes, say gobbledygook
2026-11-29 11:36  01a22717-9  pi         5  /tmp/memgrep-record/pi/proj  Quokkanese naming ceremony
2026-11-29 11:36     2 sessions      7 messages  /tmp/memgrep-record/pi/proj
session 01a22717-9a6f-7482-9638-79151d079266
source:   pi
title:    Quokkanese naming ceremony
project:  /tmp/memgrep-record/pi/proj
time:     2026-11-29 11:36 – 2026-11-29 11:36, 5 messages, 4 tool, 2 thinking
files:    $FIX/../../recorded/pi-0.73.1/.pi/agent/sessions/--tmp-memgrep-record-pi-proj--/2026-11-29T11-36-28-016Z_01a22717-9a6f-7482-9638-79151d079266.jsonl
resume:   cd '/tmp/memgrep-record/pi/proj' && pi --session 01a22717-9a6f-7482-9638-79151d079266

2026-11-29 11:36  user
    Run echo hello, then say snollygoster: données, 日本語

2026-11-29 11:36  thinking  cogitabund musing
2026-11-29 11:36  tool  bash echo hello
2026-11-29 11:36  tool  hello
2026-11-29 11:36  thinking  cogitabund musing

2026-11-29 11:36  assistant
    snollygoster answer 1

2026-11-29 11:36  user
    Second prompt: flibbertigibbet

2026-11-29 11:36  tool  bash echo hello
2026-11-29 11:36  tool  hello

2026-11-29 11:36  assistant
    flibbertigibbet answer 2
--- stderr
