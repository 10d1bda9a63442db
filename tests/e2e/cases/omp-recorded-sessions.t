# Issue 30: memgrep sessions lists both omp sessions (id, source, project
# from the header's cwd, title: the title slot's, else the first prompt),
# and show prints one whole conversation with its resume command:
# `omp --resume ID` in its project (omp's src/main.ts looks for the id
# among the current folder's sessions first).
setup: ln -s "$FIX/../../recorded/omp-18.3.4/.omp" "$HOME/"
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" projects -j 1; "$E2E_BIN" show -j 1 019ad0e1-5a; memgrep --resume numbskull | grep 'resume:'; memgrep --format json numbskull | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessions"][0]["resume"])'
--- stdout
2026-11-29 12:05  019ad0e1-7  omp        2  /tmp/memgrep-record/omp/proj  Read the notes, say numbskull
2026-11-29 12:00  019ad0e1-5  omp        5  /tmp/memgrep-record/omp/proj  Wombatese naming ceremony
2026-11-29 12:05     2 sessions      7 messages  /tmp/memgrep-record/omp/proj
session 019ad0e1-5a00-7a11-8c3e-4f2d9e6b7a01
source:   omp
title:    Wombatese naming ceremony
project:  /tmp/memgrep-record/omp/proj
time:     2026-11-29 12:00 – 2026-11-29 12:00, 9 messages
files:    $T/home/.omp/agent/sessions/-tmp-memgrep-record-omp-proj/2026-11-29T12-00-00-000Z_019ad0e1-5a00-7a11-8c3e-4f2d9e6b7a01.jsonl
resume:   cd '/tmp/memgrep-record/omp/proj' && omp --resume 019ad0e1-5a00-7a11-8c3e-4f2d9e6b7a01

2026-11-29 12:00  user
    Run echo hello, then say codswallop: données, 日本語

2026-11-29 12:00  thinking  fiddlesticks musing
2026-11-29 12:00  tool  bash echo hello
2026-11-29 12:00  tool  hello

2026-11-29 12:00  assistant
    codswallop answer 1

2026-11-29 12:00  user
    Second prompt: brouhaha

2026-11-29 12:00  tool  print('nincompoop') nincompoop

2026-11-29 12:00  assistant
    brouhaha answer 2
  resume: cd '/tmp/memgrep-record/omp/proj' && omp --resume 019ad0e1-7c00-7b22-9d4f-5a3e0f7c8b02
cd '/tmp/memgrep-record/omp/proj' && omp --resume 019ad0e1-7c00-7b22-9d4f-5a3e0f7c8b02
--- stderr
