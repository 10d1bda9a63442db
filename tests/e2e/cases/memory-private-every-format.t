# docs/reference.md §9: text inside <private> blocks (multi-line, one-line,
# upper and mixed case, nested, with attributes, a tag over two lines, a stray
# closing tag, never closed, around a category tag) and a file whose front
# matter says `private: true` never reach stdout (nor stderr) in any format:
# every secret line of the fixture also holds the query word "apple". The
# public lines must still be printed.
args: --source memory apple memory/leaks
--- stdout-lacks
SECRETWORD
private
hidden.md
--- check
fail=0
public=("public apple one" "public apple two" "visible tail" "public apple three" "public apple four" "public apple five" "public apple six")
variants=(
	"--source memory"
	"--source memory --full"
	"--source memory --format tsv"
	"--source memory --format tsv --header"
	"--source memory --format json"
	"--source memory --format jsonl"
	"--source memory -l"
	"--source memory -l -0"
	"--source memory -c"
	"--source memory -C 3"
	"--source memory -A 2"
	"--source memory -B 2 --full"
	"--source memory -C 3 --format tsv"
	"--source memory -C 3 --format json"
	"--source memory -C 3 --format jsonl"
	"--source memory -C 3 --full --format jsonl"
	"--source memory --stream"
	"--source memory --stream --full"
	"--source memory --stream -C 3"
	"--source memory --stream --format jsonl"
	"--source memory --stream --format tsv"
	"--source memory --color always"
	"--source memory --stats"
	"--memory"
	"--source claude,memory -C 3 --full"
	"--category nope -C 3"
)
for v in "${variants[@]}"; do
	# shellcheck disable=SC2086
	memgrep $v apple memory/leaks >"$T/o" 2>"$T/e" && rc=0 || rc=$?
	n=$(cat "$T/o" "$T/e" | tr '\0' '\n' | grep -ci -e secretword -e private -e 'reason=' -e 'why=' -e 'multi-line tag' -e hidden || true)
	if [ "$n" != 0 ]; then
		echo "memgrep $v: private text on stdout or stderr:"
		cat "$T/o" "$T/e" | tr '\0' '\n' | grep -i -e secretword -e private -e 'reason=' -e 'why=' -e 'multi-line tag' -e hidden
		fail=1
	fi
	case $v in
	*"--category nope"*) want_rc=1 ;;
	*) want_rc=0 ;;
	esac
	if [ "$rc" != "$want_rc" ]; then
		echo "memgrep $v: exit status $rc, expected $want_rc"
		fail=1
	fi
	case $v in
	*"--color always"* | *"--category nope"*) ;;
	*"-l -0"*) printf 'memory/leaks/leaks.md\0memory/leaks/tagged.md\0' | cmp -s - "$T/o" || { echo "memgrep $v: stdout is not the two files"; fail=1; } ;;
	*"-l"*) printf 'memory/leaks/leaks.md\nmemory/leaks/tagged.md\n' | cmp -s - "$T/o" || { echo "memgrep $v: stdout is not the two files"; fail=1; } ;;
	*"-c"*) printf 'memory/leaks/leaks.md:5\nmemory/leaks/tagged.md:1\n' | cmp -s - "$T/o" || { echo "memgrep $v: stdout is not leaks.md:5 and tagged.md:1"; fail=1; } ;;
	*)
		for p in "${public[@]}"; do
			grep -qF -- "$p" "$T/o" || { echo "memgrep $v: public text '$p' is missing"; fail=1; }
		done
		;;
	esac
done
exit $fail
