# Issue 30, docs/reference.md §1: the earlier transcripts OpenClaw 2026.9.6
# moves out of transcript_events are read (tests/recorded/README.md,
# "openclaw-2026.9.6-archives"): a transcript a reset or a delete archived
# (session_transcript_archives, zstd or not) is an item of its own,
# DB#<its archive_name>, its session its header's; a session whose events
# cold storage moved (session_transcript_cold_archives, in the row or in
# sessions/cold/<sha256>.jsonl.zst) is its item DB#ID, read from the
# archive. Each is found, listed by sessions and shown.
setup: ln -s "$FIX/../../recorded/openclaw-2026.9.6-archives/.openclaw" "$HOME/"
run: memgrep -l "quomodocunquize|zenzizenzizenzic|floccinaucinihilipilification|sesquipedalian|gongoozler"; memgrep -c zenzizenzizenzic; memgrep --thinking -c sesquipedalian; "$E2E_BIN" sessions -j 1; "$E2E_BIN" show -j 1 5b0c6e1a | sed -n '1,6p'
--- stdout
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#5b0c6e1a-7f3d-4c2e-9a41-2d8e0f3b6c7a.jsonl.reset.2026-11-29T19-20-00.000Z.9d1f0c2b7a3e4d5f8a6b1c0d2e3f4a5b.zst
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#7e2f1d3c-9a8b-4c6d-8e5f-1a2b3c4d5e6f
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#c3a9e2d4-1b6f-4e8a-b7c5-0f2d9e8a1b3c.jsonl.deleted.2026-11-29T19-21-00.000Z.2b7e4f1a9c3d5e6f7a8b9c0d1e2f3a4b
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#c3a9e2d4-1b6f-4e8a-b7c5-0f2d9e8a1b3c.jsonl.deleted.2026-11-29T19-21-00.000Z.2b7e4f1a9c3d5e6f7a8b9c0d1e2f3a4b:3
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d:5
2026-11-29 18:20  986bbc7  openclaw     4  /tmp/memgrep-record/openclaw-sqlite/proj  Run echo hello, then say gongoozler: données, 日本語
2026-11-29 18:20  5b0c6e1  openclaw     3  /tmp/memgrep-record/openclaw-sqlite/proj  Run echo hello, then say quomodocunquize: données, 日本語
2026-11-29 18:20  7e2f1d3  openclaw     3  /tmp/memgrep-record/openclaw-sqlite/proj  Run echo hello, then say floccinaucinihilipilification: données, 日本語
2026-11-29 18:20  a1b2c3d  openclaw     3  /tmp/memgrep-record/openclaw-sqlite/proj  Run echo hello, then say sesquipedalian: données, 日本語
2026-11-29 18:20  c3a9e2d  openclaw     3  /tmp/memgrep-record/openclaw-sqlite/proj  Run echo hello, then say zenzizenzizenzic: données, 日本語
session 5b0c6e1a-7f3d-4c2e-9a41-2d8e0f3b6c7a
source:   openclaw
title:    Run echo hello, then say quomodocunquize: données, 日本語  (its first prompt)
project:  /tmp/memgrep-record/openclaw-sqlite/proj
time:     2026-11-29 18:18 – 2026-11-29 18:20, 3 messages, 4 tool, 2 thinking
files:    $T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#5b0c6e1a-7f3d-4c2e-9a41-2d8e0f3b6c7a.jsonl.reset.2026-11-29T19-20-00.000Z.9d1f0c2b7a3e4d5f8a6b1c0d2e3f4a5b.zst
--- stderr
