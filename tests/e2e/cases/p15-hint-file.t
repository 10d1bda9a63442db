# docs/reference.md §4.5: --file left out the sessions with the matches.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; { printf "$f" aaaa1500-0000-4000-8000-000000000001 a1 2025-03-01T09:00:00Z /home/dev/harbor 'rotate the pelican keys today'; } > a.jsonl
cwd: $T
args: --file src/kite.c pelican .
exit: 1
--- stdout
--- stderr
No results found for "pelican" in ..
Hint: try without --file (1 matching message is in sessions whose tool calls never named the file)
