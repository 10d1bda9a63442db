# Issue 30, docs/reference.md §1: an archived transcript that cannot be
# read (its zstd frames damaged) and a cold archive whose file in
# sessions/cold/ is gone are not passed over in silence: each is one line
# no decoder takes, and stderr counts them (naming the first); the other
# sessions are read.
setup: mkdir -p "$HOME/.openclaw" && cp -r "$FIX/../../recorded/openclaw-2026.9.6-archives/.openclaw/agents" "$HOME/.openclaw/" && rm "$HOME/.openclaw/agents/main/sessions/cold/"*.jsonl.zst
setup: python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("UPDATE session_transcript_archives SET archive_blob = x'"'"'28b52ffd00'"'"' WHERE encoding = '"'"'zstd'"'"'"); c.commit()' "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite"
args: -l "quomodocunquize|zenzizenzizenzic|floccinaucinihilipilification|sesquipedalian|gongoozler"
--- stdout
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#7e2f1d3c-9a8b-4c6d-8e5f-1a2b3c4d5e6f
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#c3a9e2d4-1b6f-4e8a-b7c5-0f2d9e8a1b3c.jsonl.deleted.2026-11-29T19-21-00.000Z.2b7e4f1a9c3d5e6f7a8b9c0d1e2f3a4b
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212
--- stderr
memgrep: warning: skipped 2 malformed lines of the 51 lines decoded (the first: $T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#5b0c6e1a-7f3d-4c2e-9a41-2d8e0f3b6c7a.jsonl.reset.2026-11-29T19-20-00.000Z.9d1f0c2b7a3e4d5f8a6b1c0d2e3f4a5b.zst:1)
