# Issue 30, docs/reference.md §1: OpenClaw makes session_transcript_archives
# at its first archive, and an older schema has no
# session_transcript_cold_archives (allowedMissingTables in its
# openclaw-agent-db-schema-compatibility): a store without them is read as
# one with them empty, without a warning.
setup: mkdir -p "$HOME/.openclaw" && cp -r "$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents" "$HOME/.openclaw/"
setup: python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("DROP TABLE session_transcript_archives"); c.execute("DROP TABLE session_transcript_cold_archives"); c.commit()' "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite"
run: memgrep -c gongoozler; "$E2E_BIN" sessions -j 1 | wc -l
--- stdout
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212:2
1
--- stderr
