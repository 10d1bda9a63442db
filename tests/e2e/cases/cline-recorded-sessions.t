# Issue 30, docs/reference.md §2: `memgrep sessions` lists the recorded
# Cline CLI session (its id, the cwd of its manifest, its first prompt as
# title, its last time), and show prints it with the command that resumes
# it: `cline --id ID`, run in its folder (apps/cli/src/commands/program.ts).
env: CLINE_DIR=$FIX/../../recorded/cline-3.0.65/.cline
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" sessions -j 1 --format tsv | cut -f 1-6; "$E2E_BIN" show -j 1 1795952
--- stdout
2026-11-29 11:37  1795952  cline      4  /tmp/memgrep-record/cline/proj  Run a command about quodlibetal données, then answer
2026-11-29T11:37:23.772Z	1795952219582_t1igm	cline	4	/tmp/memgrep-record/cline/proj	Run a command about quodlibetal données, then answer
session 1795952219582_t1igm
source:   cline
title:    Run a command about quodlibetal données, then answer  (its first prompt)
project:  /tmp/memgrep-record/cline/proj
time:     2026-11-29 11:37 – 2026-11-29 11:37, 8 messages
files:    $FIX/../../recorded/cline-3.0.65/.cline/data/sessions/1795952219582_t1igm/1795952219582_t1igm.messages.json
resume:   cd '/tmp/memgrep-record/cline/proj' && cline --id 1795952219582_t1igm

2026-11-29 11:37  user
    Run a command about quodlibetal données, then answer

2026-11-29 11:37  tool  run_commands echo 日本語 widdershins
2026-11-29 11:37  tool  日本語 widdershins

2026-11-29 11:37  assistant
    snollygoster answer 1

2026-11-29 11:37  user
    Resumed: say bumfuzzle in 日本語

2026-11-29 11:37  tool  run_commands echo cattywampus
2026-11-29 11:37  tool  cattywampus

2026-11-29 11:37  assistant
    gobemouche answer 2
--- stderr
--- check
memgrep --format json --resume gobemouche > "$T/j.json"
python3 - "$T/j.json" <<'PY'
import json, sys
(s,) = json.load(open(sys.argv[1], encoding="utf-8"))["sessions"]
assert s["source"] == "cline", s
assert s["resume"] == "cd '/tmp/memgrep-record/cline/proj' && cline --id 1795952219582_t1igm", s
PY
