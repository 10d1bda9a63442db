# --here keeps the sessions whose project is the current directory or a
# folder below it (made at run time: three sessions in $T/corpus whose cwd
# are $T/proj, $T/proj/sub and $T/other; run in $T/proj).
setup: mkdir -p corpus proj/sub other
setup: for p in proj:1 proj/sub:2 other:3; do d=${p%:*} n=${p#*:}; printf '{"type":"user","sessionId":"4e7e000%s-0000-4000-8000-000000000000","uuid":"h-%s","timestamp":"2025-05-05T0%s:00:00Z","cwd":"%s","message":{"role":"user","content":"working here in %s"}}\n' $n $n $n "$T/$d" $d >corpus/4e7e000$n-0000-4000-8000-000000000000.jsonl; done
cwd: $T/proj
run: "$E2E_BIN" sessions -j 1 --here "$T/corpus"; echo; "$E2E_BIN" projects -j 1 --here "$T/corpus"
--- stdout
2025-05-05 02:00  4e7e0002  claude     1  $T/proj/sub  working here in proj/sub
2025-05-05 01:00  4e7e0001  claude     1  $T/proj  working here in proj

2025-05-05 02:00     1 session       1 message   $T/proj/sub
2025-05-05 01:00     1 session       1 message   $T/proj
--- stderr
