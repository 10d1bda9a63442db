# Issue 30, docs/reference.md §1: a transcript in sessions/ whose session
# the store beside it holds in cold storage (its events moved to
# session_transcript_cold_archives) is left out as one whose events are in
# transcript_events: the session is found once, from the store.
setup: mkdir -p "$HOME/.openclaw" && cp -r "$FIX/../../recorded/openclaw-2026.9.6-archives/.openclaw/agents" "$HOME/.openclaw/"
setup: python3 -c 'import sqlite3, sys; c = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True); sys.stdout.write("".join(r[0].replace("986bbc74-2453-4e72-b40e-343d29c0e212", "7e2f1d3c-9a8b-4c6d-8e5f-1a2b3c4d5e6f").replace("gongoozler", "floccinaucinihilipilification") + "\n" for r in c.execute("SELECT event_json FROM transcript_events WHERE seq < 10 ORDER BY seq")))' "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite" > "$HOME/.openclaw/agents/main/sessions/7e2f1d3c-9a8b-4c6d-8e5f-1a2b3c4d5e6f.jsonl"
run: memgrep -l floccinaucinihilipilification; A=$HOME/.openclaw/agents/main; memgrep -l floccinaucinihilipilification "$A/sessions" "$A/agent"; memgrep -l floccinaucinihilipilification "$A/sessions"
--- stdout
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#7e2f1d3c-9a8b-4c6d-8e5f-1a2b3c4d5e6f
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#7e2f1d3c-9a8b-4c6d-8e5f-1a2b3c4d5e6f
$T/home/.openclaw/agents/main/sessions/7e2f1d3c-9a8b-4c6d-8e5f-1a2b3c4d5e6f.jsonl
--- stderr
