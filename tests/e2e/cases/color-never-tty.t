# docs/reference.md §4.5: --color never: no ANSI codes, even on a terminal.
run: command -v script >/dev/null || { echo "e2e-skip: no script(1) to make a terminal" >&2; exit 77; }; script -qec "memgrep --color never retry basic" /dev/null
--- check
grep -q 'Please add a retry loop' "$OUT" || { echo "no result printed"; cat -v "$OUT"; exit 1; }
! grep -q $'\e' "$OUT" || { echo "ANSI escape despite --color never"; cat -v "$OUT"; exit 1; }
