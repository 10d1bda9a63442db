# Issue 30, docs/reference.md §11: each pi session searched alone with
# --partial, then merged, gives what one search gives; and a search
# through the index (memgrep index first) gives what --no-index gives.
env: PI_CODING_AGENT_DIR=$FIX/../../recorded/pi-0.73.1/.pi/agent
args: --version
--- check
# json's stats (times, each source's counts) differ by nature: its
# sessions and total must not.
same() {
	case $1 in
	*.json) python3 -c 'import json, sys; a, b = (json.load(open(p)) for p in sys.argv[1:]); assert (a["sessions"], a["total"]) == (b["sessions"], b["total"])' "$1" "$2" ;;
	*) cmp "$1" "$2" ;;
	esac
}
D=$FIX/../../recorded/pi-0.73.1/.pi/agent/sessions/--tmp-memgrep-record-pi-proj--
for fmt in tsv json; do
	memgrep --no-index --tools --thinking --format $fmt "answer|prompt|echo|musing|Quokkanese" > "$T/plain.$fmt"
	i=0
	for f in "$D"/*.jsonl; do
		i=$((i + 1))
		memgrep --no-index --tools --thinking --partial "answer|prompt|echo|musing|Quokkanese" "$f" > "$T/p$i"
	done
	"$E2E_BIN" merge --format $fmt "$T/p2" "$T/p1" > "$T/merged.$fmt"
	same "$T/plain.$fmt" "$T/merged.$fmt"
	test "$(wc -l < "$T/plain.$fmt")" -ge 1
	"$E2E_BIN" index > /dev/null
	memgrep --tools --thinking --format $fmt "answer|prompt|echo|musing|Quokkanese" > "$T/ix.$fmt"
	same "$T/plain.$fmt" "$T/ix.$fmt"
done
grep -c . "$T/plain.tsv" | grep -qx 7
