# Issue 30, docs/reference.md §2: `memgrep sessions` lists the recorded
# Cline CLI session (its id, the cwd of its manifest, its first prompt as
# title, its last time), and show prints it with the command that resumes
# it: `cline --id ID`, run in its folder (apps/cli/src/commands/program.ts).
env: CLINE_DIR=$FIX/../../recorded/cline-3.0.65/.cline
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" sessions -j 1 --format tsv | cut -f 1-6; "$E2E_BIN" show -j 1 1795954
--- stdout
2026-11-29 12:17  1795954  cline      4  /tmp/memgrep-record/cline/proj  Run a command about quodlibetal données, then answer
2026-11-29T12:17:51.182Z	1795954650834_ciq59	cline	4	/tmp/memgrep-record/cline/proj	Run a command about quodlibetal données, then answer
session 1795954650834_ciq59
source:   cline
title:    Run a command about quodlibetal données, then answer  (its first prompt)
project:  /tmp/memgrep-record/cline/proj
time:     2026-11-29 12:17 – 2026-11-29 12:17, 4 messages, 4 tool, 1 thinking
files:    $FIX/../../recorded/cline-3.0.65/.cline/data/sessions/1795954650834_ciq59/1795954650834_ciq59.messages.json
resume:   cd '/tmp/memgrep-record/cline/proj' && cline --id 1795954650834_ciq59

2026-11-29 12:17  user
    Run a command about quodlibetal données, then answer

2026-11-29 12:17  thinking  A cogitabund plan: run the command first.
2026-11-29 12:17  tool  run_commands echo 日本語 widdershins
2026-11-29 12:17  tool  日本語 widdershins

2026-11-29 12:17  assistant
    snollygoster answer 1

2026-11-29 12:17  user
    Resumed: say bumfuzzle in 日本語

2026-11-29 12:17  tool  run_commands echo cattywampus
2026-11-29 12:17  tool  cattywampus

2026-11-29 12:17  assistant
    gobemouche answer 2
--- stderr
--- check
memgrep --format json --resume gobemouche > "$T/j.json"
python3 - "$T/j.json" <<'PY'
import json, sys
(s,) = json.load(open(sys.argv[1], encoding="utf-8"))["sessions"]
assert s["source"] == "cline", s
assert s["resume"] == "cd '/tmp/memgrep-record/cline/proj' && cline --id 1795954650834_ciq59", s
PY
