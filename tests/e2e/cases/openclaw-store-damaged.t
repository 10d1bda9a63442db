# Issue 30, docs/reference.md §1: a file named as OpenClaw's store that is
# no SQLite database, or a database without its tables (another
# version's, a file put there), is not read, and says so in one line
# naming it; the search goes on (here: nothing else to find).
setup: mkdir -p "$HOME/.openclaw/agents/main/agent" "$HOME/.openclaw/agents/other/agent" && echo "not a database" > "$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite" && python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("CREATE TABLE t (a)"); c.commit()' "$HOME/.openclaw/agents/other/agent/openclaw-agent.sqlite"
run: memgrep -l gongoozler 2>&1 | grep -c "warning: cannot read $HOME/.openclaw/agents/.*/agent/openclaw-agent.sqlite: \(file is not a database\|no such table: transcript_events\)$"; memgrep -l gongoozler 2>/dev/null; echo "exit $?"
--- stdout
2
exit 1
--- stderr
