# A text over 1 MiB goes to the pager as it is made, not held whole
# (docs/reference.md §6, §11): the pager gets every byte the terminal gets
# without it (wc -c as the pager; a 3 MB message); a pager the shell
# cannot run, once the text has outgrown the 1 MiB held, is one line and
# exit 2 (a shorter text is then printed as it is, as before).
env: NO_COLOR=1
setup: python3 -c 'import json; print(json.dumps({"type": "user", "sessionId": "5a5a5a5a-0000-4000-8000-000000000001", "uuid": "u-1", "timestamp": "2025-05-01T10:00:00Z", "cwd": "/x", "message": {"role": "user", "content": "the long one " * 250000}}))' >big.jsonl
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; cd "$T"; script -qec "'$E2E_BIN' show -j 1 --no-pager 5a5a5a5a big.jsonl" /dev/null | tr -d '\r' | wc -c >direct; PAGER='wc -c' script -qec "'$E2E_BIN' show -j 1 5a5a5a5a big.jsonl" /dev/null | tr -d '\r ' >paged; test "$(cat direct)" -gt 3000000 && test "$(cat direct)" = "$(cat paged)" && echo same; PAGER=no-such-pager-here script -qec "'$E2E_BIN' show -j 1 5a5a5a5a big.jsonl; echo status \$?" /dev/null | tr -d '\r' | grep -E '^(memgrep|status)'
--- stdout
same
memgrep: the pager could not be run (PAGER=no-such-pager-here): set PAGER, or give --no-pager
status 2
--- stderr
