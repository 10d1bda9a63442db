# docs/reference.md §4.5: the no-result hint names the filter that dropped the
# most matching messages: here --project (two matches, both in another
# project).
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; { printf "$f" aaaa1500-0000-4000-8000-000000000001 a1 2025-03-01T09:00:00Z /home/dev/harbor 'rotate the pelican keys today'; printf "$g" aaaa1500-0000-4000-8000-000000000001 a2 2025-03-01T09:05:00Z /home/dev/harbor 'the pelican keys are rotated now'; } > a.jsonl
cwd: $T
args: --project kite pelican .
exit: 1
--- stdout
--- stderr
No results found for "pelican" in ..
Hint: try another --project (2 matching messages are in other projects; memgrep projects lists them)
