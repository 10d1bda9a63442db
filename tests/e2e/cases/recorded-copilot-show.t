# Issue 30, docs/reference.md §1, §2: the recorded GitHub Copilot CLI
# session (tests/recorded/copilot-1.0.102) in memgrep sessions (its id, the
# project from session.start's context.cwd, its first prompt as the title,
# its time, 4 messages: the prompts and answers of both runs, the resumed
# one in the same events.jsonl), projects, show (every message in order,
# reasoning and tools among them) and the resume command, `copilot
# --resume ID` with no `cd` first (the CLI goes to the session's folder
# itself), in show, --resume and json's "resume".
env: COPILOT_HOME=$FIX/../../recorded/copilot-1.0.102/.copilot
run: "$E2E_BIN" sessions -j 1 --source copilot; "$E2E_BIN" projects -j 1 --source copilot; "$E2E_BIN" show -j 1 c04170b4
--- stdout
2026-11-29 11:34  c04170b  copilot     4  /tmp/memgrep-record/copilot/proj  Run echo hello, then say phylactery: données, 日本語
2026-11-29 11:34     1 session       4 messages  /tmp/memgrep-record/copilot/proj
session c04170b4-8b97-4cb9-ab88-c8bd9a379e2f
source:   copilot
title:    Run echo hello, then say phylactery: données, 日本語  (its first prompt)
project:  /tmp/memgrep-record/copilot/proj
time:     2026-11-29 11:34 – 2026-11-29 11:34, 4 messages, 4 tool, 2 thinking
files:    $FIX/../../recorded/copilot-1.0.102/.copilot/session-state/c04170b4-8b97-4cb9-ab88-c8bd9a379e2f/events.jsonl
resume:   copilot --resume c04170b4-8b97-4cb9-ab88-c8bd9a379e2f

2026-11-29 11:34  user
    Run echo hello, then say phylactery: données, 日本語

2026-11-29 11:34  thinking  ophicleide reasoning
2026-11-29 11:34  tool  bash echo hello phylactery description
2026-11-29 11:34  tool  hello <shellId: 0 completed with exit code 0>
2026-11-29 11:34  thinking  ophicleide reasoning

2026-11-29 11:34  assistant
    phylactery answer 1

2026-11-29 11:34  user
    Resumed: say zugzwang

2026-11-29 11:34  tool  bash echo hello zugzwang description
2026-11-29 11:34  tool  hello <shellId: 0 completed with exit code 0>

2026-11-29 11:34  assistant
    zugzwang answer 2
--- stderr
--- check
memgrep --source copilot --resume zugzwang | grep -qx '  resume: copilot --resume c04170b4-8b97-4cb9-ab88-c8bd9a379e2f'
test "$(memgrep --source copilot --format json zugzwang | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessions"][0]["resume"])')" = "copilot --resume c04170b4-8b97-4cb9-ab88-c8bd9a379e2f"
# The session is found by the option alone, and by default when its root
# is there (HOME's .copilot, no COPILOT_HOME).
test "$(memgrep --copilot -l zugzwang | wc -l)" = 1
mkdir -p "$T/h" && ln -s "$FIX/../../recorded/copilot-1.0.102/.copilot" "$T/h/.copilot"
test "$(env -u COPILOT_HOME HOME="$T/h" "$E2E_BIN" -j 1 -l zugzwang)" = "$T/h/.copilot/session-state/c04170b4-8b97-4cb9-ab88-c8bd9a379e2f/events.jsonl"
