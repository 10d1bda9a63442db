# Issue 30: memgrep sessions lists both omp sessions (id, source, project
# from the header's cwd, title: its title_change's, else the first prompt),
# and show prints one whole conversation with its resume command:
# `omp --resume ID` in its project (omp's src/main.ts looks for the id
# among the current folder's sessions first).
setup: ln -s "$FIX/../../recorded/omp-18.2.3/.omp" "$HOME/"
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" projects -j 1; "$E2E_BIN" show -j 1 01a227d5-bd; memgrep --resume numbskull | grep 'resume:'; memgrep --format json numbskull | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessions"][0]["resume"])'
--- stdout
2026-11-29 15:04  01a227d6  omp        2  /tmp/memgrep-record/omp/proj  Read @notes.txt, say numbskull
2026-11-29 15:04  01a227d5  omp        5  /tmp/memgrep-record/omp/proj  Wombatese naming ceremony
2026-11-29 15:04     2 sessions      7 messages  /tmp/memgrep-record/omp/proj
session 01a227d5-bd28-70b4-a513-bc7e24dfc4c1
source:   omp
title:    Wombatese naming ceremony
project:  /tmp/memgrep-record/omp/proj
time:     2026-11-29 15:04 – 2026-11-29 15:04, 5 messages, 4 tool, 2 thinking
files:    $T/home/.omp/agent/sessions/-tmp-memgrep-record-omp-proj/2026-11-29T15-04-08-744Z_01a227d5-bd28-70b4-a513-bc7e24dfc4c1.jsonl
resume:   cd '/tmp/memgrep-record/omp/proj' && omp --resume 01a227d5-bd28-70b4-a513-bc7e24dfc4c1

2026-11-29 15:04  user
    Run echo hello, then say codswallop: données, 日本語

2026-11-29 15:04  thinking  fiddlesticks musing
2026-11-29 15:04  tool  bash echo hello codswallop i
2026-11-29 15:04  tool  hello Wall time: 0.27 seconds
2026-11-29 15:04  thinking  fiddlesticks musing

2026-11-29 15:04  assistant
    codswallop answer 1

2026-11-29 15:04  user
    Second prompt: brouhaha

2026-11-29 15:04  tool  bash echo hello brouhaha i
2026-11-29 15:04  tool  hello Wall time: 0.11 seconds

2026-11-29 15:04  assistant
    brouhaha answer 2
  resume: cd '/tmp/memgrep-record/omp/proj' && omp --resume 01a227d6-0ffb-7539-bc38-12802670135a
cd '/tmp/memgrep-record/omp/proj' && omp --resume 01a227d6-0ffb-7539-bc38-12802670135a
--- stderr
