# docs/reference.md §4.5: matches only in kinds not searched: the option that
# adds them (--type with every kind wanted, when it is not tools or
# thinking); only in messages outside --since/--until: a wider range.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; { printf "$f" aaaa1500-0000-4000-8000-000000000001 a1 2025-03-01T09:00:00Z /home/dev/harbor 'rotate the keys today, please'; printf "$g" aaaa1500-0000-4000-8000-000000000001 a2 2025-03-01T09:05:00Z /home/dev/harbor 'the pelican keys are rotated now'; } > a.jsonl
cwd: $T
run: memgrep --type user pelican .; memgrep --until 2025-02-01 pelican .
exit: 1
--- stdout
--- stderr
No results found for "pelican" in ..
Hint: try --type user,assistant (1 matching message is of kind assistant, not searched)
No results found for "pelican" in ..
Hint: try a wider --since / --until (1 matching message is outside it)
