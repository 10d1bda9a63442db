# Issue 30, docs/reference.md §11: the OpenClaw transcript searched alone with
# --partial, then merged, gives what one search gives; and a search
# through the index (memgrep index first) gives what --no-index gives.
setup: ln -s "$FIX/../../recorded/openclaw-2026.5.28/.openclaw" "$HOME/"
args: --version
--- check
same() {
	case $1 in
	*.json) python3 -c 'import json, sys; a, b = (json.load(open(p)) for p in sys.argv[1:]); assert (a["sessions"], a["total"]) == (b["sessions"], b["total"])' "$1" "$2" ;;
	*) cmp "$1" "$2" ;;
	esac
}
Q="answer|prompt|echo|musing"
D=$HOME/.openclaw/agents/main/sessions
for fmt in tsv json; do
	memgrep --no-index --tools --thinking --format $fmt "$Q" > "$T/plain.$fmt"
	memgrep --no-index --tools --thinking --partial "$Q" "$D" > "$T/p1"
	"$E2E_BIN" merge --format $fmt "$T/p1" > "$T/merged.$fmt"
	same "$T/plain.$fmt" "$T/merged.$fmt"
	"$E2E_BIN" index > /dev/null
	memgrep --tools --thinking --format $fmt "$Q" > "$T/ix.$fmt"
	same "$T/plain.$fmt" "$T/ix.$fmt"
done
grep -c . "$T/plain.tsv" | grep -qx 5
