# Issue 30, docs/reference.md §1: a session both in OpenClaw's SQLite store
# and in a transcript in sessions/ beside it is found once, from the
# store, also when the store (its folder, or the database itself) and the
# sessions/ folder are passed as two PATHs, in either order, relative or
# not; the sessions/ folder alone still reads its transcript.
setup: mkdir -p "$HOME/.openclaw/agents/main/sessions" && cp -r "$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents/main/agent" "$HOME/.openclaw/agents/main/"
setup: python3 -c 'import sqlite3, sys; c = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True); sys.stdout.write("".join(r[0] + "\n" for r in c.execute("SELECT event_json FROM transcript_events WHERE seq < 10 ORDER BY seq")))' "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite" > "$HOME/.openclaw/agents/main/sessions/986bbc74-2453-4e72-b40e-343d29c0e212.jsonl"
run: A=$HOME/.openclaw/agents/main; memgrep -c gongoozler "$A/agent" "$A/sessions"; memgrep -c gongoozler "$A/sessions/" "$A/agent/openclaw-agent.sqlite"; cd "$A" && memgrep -c gongoozler sessions agent; memgrep -c gongoozler sessions
--- stdout
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212:2
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212:2
agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212:2
sessions/986bbc74-2453-4e72-b40e-343d29c0e212.jsonl:2
--- stderr
