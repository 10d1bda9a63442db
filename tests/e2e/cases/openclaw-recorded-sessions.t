# Issue 30: memgrep sessions lists the OpenClaw transcript (id, source,
# project from the header's cwd, the agent's workspace; title: the first
# prompt), and show prints it whole, with no resume command: `openclaw
# resume` takes a Gateway session key, name or label, never a
# transcript's id.
setup: ln -s "$FIX/../../recorded/openclaw-2026.5.28/.openclaw" "$HOME/"
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" show -j 1 5e92f753; memgrep --format json poppycock | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessions"][0].get("resume"))'
--- stdout
2026-11-29 15:24  5e92f75  openclaw     4  /tmp/memgrep-record/openclaw/proj  Run echo hello, then say balderdash: données, 日本語
session 5e92f753-3db1-4dc0-80c9-4c11302c87bd
source:   openclaw
title:    Run echo hello, then say balderdash: données, 日本語  (its first prompt)
project:  /tmp/memgrep-record/openclaw/proj
time:     2026-11-29 15:23 – 2026-11-29 15:24, 4 messages, 4 tool, 2 thinking
files:    $T/home/.openclaw/agents/main/sessions/5e92f753-3db1-4dc0-80c9-4c11302c87bd.jsonl

2026-11-29 15:23  user
    Run echo hello, then say balderdash: données, 日本語

2026-11-29 15:23  thinking  flapdoodle musing
2026-11-29 15:23  tool  exec echo hello
2026-11-29 15:23  tool  hello
2026-11-29 15:23  thinking  flapdoodle musing

2026-11-29 15:23  assistant
    balderdash answer 1

2026-11-29 15:24  user
    Second prompt: poppycock

2026-11-29 15:24  tool  exec echo hello
2026-11-29 15:24  tool  hello

2026-11-29 15:24  assistant
    poppycock answer 2
None
--- stderr
