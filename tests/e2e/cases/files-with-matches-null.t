# docs/reference.md §4.5: -l -0 ends each file name with NUL instead of a
# newline.
args: -l -0 "message|retry" basic context
--- check
[ "$(tr -cd '\n' < "$OUT" | wc -c)" = 0 ] || { echo "newline in -0 output"; cat -v "$OUT"; exit 1; }
want=$(printf '%s\0' context/c0c0c0c0-0000-4000-8000-000000000004.jsonl basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl | od -An -c)
got=$(od -An -c < "$OUT")
[ "$got" = "$want" ] || { echo "got:"; echo "$got"; echo "expected:"; echo "$want"; exit 1; }
