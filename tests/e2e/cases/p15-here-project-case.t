# docs/reference.md §4.1: --project compares case folded, ASCII and beyond
# (simple lowercase, as the query does).
setup: for p in 1:/home/dev/Harbor 2:/home/dev/ÉTÉ-notes 3:/home/dev/kite; do n=${p%:*} d=${p#*:}; printf '{"type":"user","sessionId":"cafe150%s-0000-4000-8000-000000000000","uuid":"c-%s","timestamp":"2025-05-05T0%s:00:00Z","cwd":"%s","message":{"role":"user","content":"working on the release"}}\n' $n $n $n "$d" >c$n.jsonl; done
cwd: $T
run: memgrep -c --project harbor release .; memgrep -c --project HARBOR release .; memgrep -c --project été release .; memgrep -c --project kite/x release . 2>/dev/null; echo "exit $?"
--- stdout
./c1.jsonl:1
./c1.jsonl:1
./c2.jsonl:1
exit 1
--- stderr
