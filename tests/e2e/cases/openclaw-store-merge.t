# Issue 30, docs/reference.md §11: the session of OpenClaw's SQLite store
# searched alone with --partial, then merged, gives what one search gives;
# and a search through the index (memgrep index first) gives what
# --no-index gives, the store's transcripts' sessions beside it.
setup: mkdir -p "$HOME/.openclaw/agents/main" && cp -r "$FIX/../../recorded/openclaw-2026.9.6/.openclaw/agents/main/agent" "$HOME/.openclaw/agents/main/" && cp -r "$FIX/../../recorded/openclaw-2026.5.28/.openclaw/agents/main/sessions" "$HOME/.openclaw/agents/main/"
args: --version
--- check
same() {
	case $1 in
	*.json) python3 -c 'import json, sys; a, b = (json.load(open(p)) for p in sys.argv[1:]); assert (a["sessions"], a["total"]) == (b["sessions"], b["total"])' "$1" "$2" ;;
	*) cmp "$1" "$2" ;;
	esac
}
Q="answer|prompt|echo|musing"
D=$HOME/.openclaw/agents/main/agent/openclaw-agent.sqlite
for fmt in tsv json; do
	memgrep --no-index --tools --thinking --format $fmt "$Q" > "$T/plain.$fmt"
	memgrep --no-index --tools --thinking --partial "$Q" "$D" > "$T/p1"
	memgrep --no-index --tools --thinking --partial "$Q" "$HOME/.openclaw/agents/main/sessions" > "$T/p2"
	"$E2E_BIN" merge --format $fmt "$T/p1" "$T/p2" > "$T/merged.$fmt"
	same "$T/plain.$fmt" "$T/merged.$fmt"
	"$E2E_BIN" index > /dev/null
	memgrep --tools --thinking --format $fmt "$Q" > "$T/ix.$fmt"
	same "$T/plain.$fmt" "$T/ix.$fmt"
	memgrep --tools --thinking --format $fmt "$Q" > "$T/ix2.$fmt"
	same "$T/plain.$fmt" "$T/ix2.$fmt"
done
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["total"] == 2, d["total"]; assert sorted(s["source"] for s in d["sessions"]) == ["openclaw", "openclaw"]' "$T/plain.json"
grep -c . "$T/plain.tsv" | grep -qx 10
