# docs/reference.md §4.5: the hint names --exclude-session when the sessions
# it left out held the matches, and the current session ($CLAUDE_SESSION_ID)
# when that one did.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; { printf "$f" aaaa1500-0000-4000-8000-000000000001 a1 2025-03-01T09:00:00Z /home/dev/harbor 'rotate the pelican keys today'; } > a.jsonl
cwd: $T
run: memgrep --exclude-session aaaa1500 pelican .; CLAUDE_SESSION_ID=aaaa1500-0000-4000-8000-000000000001 memgrep pelican .
exit: 1
--- stdout
--- stderr
No results found for "pelican" in ..
Hint: try without --exclude-session (1 matching message is in the sessions it leaves out)
No results found for "pelican" in ..
Hint: unset CLAUDE_SESSION_ID (1 matching message is in the current session, which a search leaves out)
