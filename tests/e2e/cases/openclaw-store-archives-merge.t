# Issue 30, docs/reference.md §11 and §12: OpenClaw's archived
# generations (tests/recorded/README.md, "openclaw-2026.9.6-archives")
# searched with --partial and merged give what one search gives, and a
# search through the index (memgrep index first, then again) gives what
# --no-index gives: five sessions, the archives' among them.
setup: mkdir -p "$HOME/.openclaw" && cp -r "$FIX/../../recorded/openclaw-2026.9.6-archives/.openclaw/agents" "$HOME/.openclaw/"
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
	"$E2E_BIN" merge --format $fmt "$T/p1" > "$T/merged.$fmt"
	same "$T/plain.$fmt" "$T/merged.$fmt"
	"$E2E_BIN" index > /dev/null
	memgrep --tools --thinking --format $fmt "$Q" > "$T/ix.$fmt"
	same "$T/plain.$fmt" "$T/ix.$fmt"
	memgrep --tools --thinking --format $fmt "$Q" > "$T/ix2.$fmt"
	same "$T/plain.$fmt" "$T/ix2.$fmt"
done
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["total"] == 5, d["total"]; assert sum(1 for s in d["sessions"] if ".jsonl." in s["file"]) == 2, [s["file"] for s in d["sessions"]]' "$T/plain.json"
