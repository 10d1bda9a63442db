# NO_COLOR=1 with --color auto: no ANSI codes, even on a terminal.
env: NO_COLOR=1
run: command -v script >/dev/null || { echo "e2e-skip: no script(1) to make a terminal" >&2; exit 77; }; script -qec "memgrep --color auto retry basic" /dev/null
--- check
grep -q 'Please add a retry loop' "$OUT" || { echo "no result printed"; cat -v "$OUT"; exit 1; }
! grep -q $'\e' "$OUT" || { echo "ANSI escape despite NO_COLOR"; cat -v "$OUT"; exit 1; }
