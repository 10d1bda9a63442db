# docs/reference.md §4.5: --here run from a folder outside the project that
# holds the match: the hint names --here and the project it searched.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; { printf "$f" aaaa1500-0000-4000-8000-000000000001 a1 2025-03-01T09:00:00Z /home/dev/harbor 'rotate the pelican keys today'; } > a.jsonl
setup: mkdir -p elsewhere
cwd: $T/elsewhere
run: memgrep --here pelican "$T/a.jsonl"
exit: 1
--- stdout
--- stderr
No results found for "pelican" in $T/a.jsonl.
Hint: try without --here (1 matching message is in projects outside $T/elsewhere)
