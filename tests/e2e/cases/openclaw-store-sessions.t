# Issue 30: memgrep sessions (and projects) lists the session of OpenClaw's SQLite store
# (id, source openclaw, project from its header's cwd, title its first
# prompt), show prints it whole from the store, and no resume command is
# offered (`openclaw resume` takes a Gateway session key, name or label).
setup: ln -s "$FIX/../../recorded/openclaw-2026.9.6/.openclaw" "$HOME/"
run: "$E2E_BIN" sessions -j 1; "$E2E_BIN" projects -j 1; "$E2E_BIN" show -j 1 986bbc74 | python3 -c 'import sys; [print(l.rstrip("\n")[:160]) for l in sys.stdin]'; memgrep --format json gongoozler | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessions"][0].get("resume"))'
--- stdout
2026-11-29 18:20  986bbc7  openclaw     4  /tmp/memgrep-record/openclaw-sqlite/proj  Run echo hello, then say gongoozler: données, 日本語
2026-11-29 18:20     1 session       4 messages  /tmp/memgrep-record/openclaw-sqlite/proj
session 986bbc74-2453-4e72-b40e-343d29c0e212
source:   openclaw
title:    Run echo hello, then say gongoozler: données, 日本語  (its first prompt)
project:  /tmp/memgrep-record/openclaw-sqlite/proj
time:     2026-11-29 18:18 – 2026-11-29 18:20, 4 messages, 4 tool, 2 thinking
files:    $T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212

2026-11-29 18:18  user
    Run echo hello, then say gongoozler: données, 日本語

2026-11-29 18:18  thinking  bibliopolist musing
2026-11-29 18:18  tool  exec echo hello
2026-11-29 18:18  tool  hello
2026-11-29 18:18  thinking  bibliopolist musing

2026-11-29 18:18  assistant
    gongoozler answer 1

2026-11-29 18:19  user
    Second prompt: ultracrepidarian. Line 0 of a long prompt, kept compressed. Line 1 of a long prompt, kept compressed. Line 2 of a long prompt, kept compresse

2026-11-29 18:19  tool  exec echo hello
2026-11-29 18:20  tool  hello

2026-11-29 18:20  assistant
    ultracrepidarian answer 2
None
--- stderr
