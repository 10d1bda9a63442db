# Issue 30, docs/reference.md §1: a session both in OpenClaw's SQLite store
# and in a transcript beside it (what OpenClaw's doctor leaves when it
# imported a transcript it could not archive: the transcript a prefix of
# the store's session) is found once, from the store, when a search walks
# a folder that holds both; another transcript is still read; a folder
# that holds the transcript alone reads it, and so does a search when the
# store is gone.
setup: mkdir -p "$HOME/.openclaw/agents/main/sessions" && cp -r "$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents/main/agent" "$HOME/.openclaw/agents/main/" && cp "$FIX/../../recorded/openclaw-2026.5.28/.openclaw/agents/main/sessions/"*.jsonl "$HOME/.openclaw/agents/main/sessions/"
setup: python3 -c 'import sqlite3, sys; c = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True); sys.stdout.write("".join(r[0] + "\n" for r in c.execute("SELECT event_json FROM transcript_events WHERE seq < 10 ORDER BY seq")))' "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite" > "$HOME/.openclaw/agents/main/sessions/986bbc74-2453-4e72-b40e-343d29c0e212.jsonl"
args: -l "gongoozler|balderdash"
--- stdout
$T/home/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212
$T/home/.openclaw/agents/main/sessions/5e92f753-3db1-4dc0-80c9-4c11302c87bd.jsonl
--- stderr
--- check
S=$HOME/.openclaw/agents/main/sessions
[ "$("$E2E_BIN" sessions -j 1 | wc -l)" = 2 ]
"$E2E_BIN" sessions -j 1 --format json | grep -qF '"total":2,'
# show reads the session from the store alone: all four messages, one file.
"$E2E_BIN" show -j 1 986bbc74 > "$T/show"
grep -qxF "time:     2026-11-29 18:18 – 2026-11-29 18:20, 4 messages, 4 tool, 2 thinking" "$T/show"
grep -qxF "files:    $HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212" "$T/show"
[ "$(memgrep -c gongoozler)" = "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212:2" ]
# The folder of transcripts searched alone (the store not in it): its
# transcript is read; their agent's folder: the store's copy.
[ "$(memgrep -l gongoozler "$S")" = "$S/986bbc74-2453-4e72-b40e-343d29c0e212.jsonl" ]
[ "$(memgrep -l gongoozler "$HOME/.openclaw/agents/main/")" = "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite#986bbc74-2453-4e72-b40e-343d29c0e212" ]
# Without the store, its transcript is read.
mv "$HOME/.openclaw/agents/main/agent" "$HOME/.openclaw/agents/main/gone"
[ "$(memgrep -l gongoozler)" = "$S/986bbc74-2453-4e72-b40e-343d29c0e212.jsonl" ]
