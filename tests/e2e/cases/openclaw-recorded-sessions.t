# Issue 30: memgrep sessions lists the OpenClaw transcript (id, source,
# project from the header's cwd, title: its session_info name), and show
# prints it whole, with no resume command: `openclaw resume` takes a
# Gateway session key, name or label, never a transcript's id.
setup: ln -s "$FIX/../../recorded/openclaw-2026.9.6/.openclaw" "$HOME/"
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" show -j 1 5f0c2a9e; memgrep --format json poppycock | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessions"][0].get("resume"))'
--- stdout
2026-11-29 13:00  5f0c2a9  openclaw     5  /tmp/memgrep-record/openclaw/workspace  Platypusian naming ceremony
session 5f0c2a9e-31d4-4b7a-9e62-0d8c4a1b7e03
source:   openclaw
title:    Platypusian naming ceremony
project:  /tmp/memgrep-record/openclaw/workspace
time:     2026-11-29 13:00 – 2026-11-29 13:00, 8 messages
files:    $T/home/.openclaw/agents/main/sessions/5f0c2a9e-31d4-4b7a-9e62-0d8c4a1b7e03.jsonl

2026-11-29 13:00  user
    Run echo hello, then say balderdash: données, 日本語

2026-11-29 13:00  thinking  flapdoodle musing
2026-11-29 13:00  tool  exec echo hello
2026-11-29 13:00  tool  hello

2026-11-29 13:00  assistant
    balderdash answer 1

2026-11-29 13:00  user
    Second prompt: poppycock

2026-11-29 13:00  assistant
    poppycock answer 2
None
--- stderr
