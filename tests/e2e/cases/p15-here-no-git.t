# docs/reference.md §4.1: with no .git (nor .claude/memory) above it, --here
# is the current folder itself and the folders below it.
setup: mkdir -p corpus proj/.git proj/sub/deep other loose/sub/x
setup: for p in proj:1 proj/sub:2 other:3 loose:4 loose/sub:5 loose/sub/x:6; do d=${p%:*} n=${p#*:}; printf '{"type":"user","sessionId":"4e7e150%s-0000-4000-8000-000000000000","uuid":"h-%s","timestamp":"2025-05-05T0%s:00:00Z","cwd":"%s","message":{"role":"user","content":"working here in %s"}}\n' $n $n $n "$T/$d" $d >corpus/4e7e150$n-0000-4000-8000-000000000000.jsonl; done
cwd: $T/loose/sub
run: memgrep --here -c working "$T/corpus" | sort
--- stdout
$T/corpus/4e7e1505-0000-4000-8000-000000000000.jsonl:1
$T/corpus/4e7e1506-0000-4000-8000-000000000000.jsonl:1
--- stderr
