# Issue 30, docs/reference.md §11: each omp session searched alone with
# --partial, then merged, gives what one search gives; and a search
# through the index (memgrep index first) gives what --no-index gives.
setup: ln -s "$FIX/../../recorded/omp-18.2.3/.omp" "$HOME/"
args: --version
--- check
same() {
	case $1 in
	*.json) python3 -c 'import json, sys; a, b = (json.load(open(p)) for p in sys.argv[1:]); assert (a["sessions"], a["total"]) == (b["sessions"], b["total"])' "$1" "$2" ;;
	*) cmp "$1" "$2" ;;
	esac
}
Q="answer|prompt|echo|musing|Wombatese"
D=$HOME/.omp/agent/sessions/-tmp-memgrep-record-omp-proj
for fmt in tsv json; do
	memgrep --no-index --tools --thinking --format $fmt "$Q" > "$T/plain.$fmt"
	i=0
	for f in "$D"/*.jsonl; do
		i=$((i + 1))
		memgrep --no-index --tools --thinking --partial "$Q" "$f" > "$T/p$i"
	done
	"$E2E_BIN" merge --format $fmt "$T/p2" "$T/p1" > "$T/merged.$fmt"
	same "$T/plain.$fmt" "$T/merged.$fmt"
	"$E2E_BIN" index > /dev/null
	memgrep --tools --thinking --format $fmt "$Q" > "$T/ix.$fmt"
	same "$T/plain.$fmt" "$T/ix.$fmt"
done
grep -c . "$T/plain.tsv" | grep -qx 7
