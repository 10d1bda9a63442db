# docs/reference.md §4.5: --color always writes ANSI codes and matches in bold,
# even into a pipe.
args: --color always retry basic
--- check
grep -q $'\e\\[' "$OUT" || { echo "no ANSI escape"; exit 1; }
n=$(grep -cP '\e\[(\d+;)*1(;\d+)*m(retry|RETRY)' "$OUT")
[ "$n" = 2 ] || { echo "expected 2 lines with a bold 'retry', got $n"; cat -v "$OUT"; exit 1; }
