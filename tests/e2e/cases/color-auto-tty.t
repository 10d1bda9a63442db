# docs/reference.md §4.5: colour when stdout is a terminal (--color auto): the
# control for no-color-env. `script` gives the program a pseudo-terminal.
run: command -v script >/dev/null || { echo "e2e-skip: no script(1) to make a terminal" >&2; exit 77; }; script -qec "memgrep --color auto retry basic" /dev/null
--- check
grep -q $'\e\\[' "$OUT" || { echo "no ANSI escape on a terminal"; cat -v "$OUT"; exit 1; }
grep -qP '\e\[(\d+;)*1(;\d+)*mretry' "$OUT" || { echo "no bold match"; exit 1; }
