# docs/reference.md §4.1: --here is the project that holds the current
# folder: from $T/proj/sub/deep, the nearest folder up with .git is
# $T/proj, so its sessions and those below it are kept ($T/other's are not).
setup: mkdir -p corpus proj/.git proj/sub/deep other loose/sub/x
setup: for p in proj:1 proj/sub:2 other:3 loose:4 loose/sub:5 loose/sub/x:6; do d=${p%:*} n=${p#*:}; printf '{"type":"user","sessionId":"4e7e150%s-0000-4000-8000-000000000000","uuid":"h-%s","timestamp":"2025-05-05T0%s:00:00Z","cwd":"%s","message":{"role":"user","content":"working here in %s"}}\n' $n $n $n "$T/$d" $d >corpus/4e7e150$n-0000-4000-8000-000000000000.jsonl; done
cwd: $T/proj/sub/deep
run: memgrep --here -c working "$T/corpus" | sort; "$E2E_BIN" sessions -j 1 --here "$T/corpus" | awk '{ print $3 }'
--- stdout
$T/corpus/4e7e1501-0000-4000-8000-000000000000.jsonl:1
$T/corpus/4e7e1502-0000-4000-8000-000000000000.jsonl:1
4e7e1502
4e7e1501
--- stderr
