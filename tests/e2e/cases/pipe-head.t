# docs/reference.md §5: a closed stdout (`memgrep … | head -1`) ends the
# program quietly with status 0. 150 sessions of 4 KB each give far more than a
# pipe buffer, so head closes the pipe while memgrep is still writing.
setup: mkdir many && pad=$(printf 'flood%.0s ' $(seq 700)) && for ((i = 1; i <= 150; i++)); do printf -v id '%08x-0000-4000-8000-000000000000' $i; printf '{"type":"user","sessionId":"%s","uuid":"p-%d","timestamp":"2025-05-01T%02d:%02d:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"%s"}}\n' $id $i $((i / 60)) $((i % 60)) "$pad" > many/$id.jsonl; done
cwd: $T
run: set -o pipefail; memgrep -n 1000 --full flood many | head -n 1; echo "statuses ${PIPESTATUS[*]}" > statuses
--- stdout
[1/150] 00000096 • 2025-05-01 02:30 • /home/dev/app • 1 match • flood flood flood flood flood flood flood flood flood flood flood flood flood f…
--- stderr
--- check
[ "$(cat "$T/statuses")" = "statuses 0 0" ] || { echo "pipe statuses: $(cat "$T/statuses"), expected 0 0"; exit 1; }
bytes=$(memgrep -n 1000 --full flood many | wc -c)
[ "$bytes" -gt 300000 ] || { echo "only $bytes bytes of output: the pipe may not close early"; exit 1; }
