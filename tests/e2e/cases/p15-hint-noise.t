# docs/reference.md §4.5: matches only inside injected text: --keep-noise;
# only in short messages: --min-length 0; when both, the filter that dropped
# more matches.
setup: f='{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"user","content":"%s"}}\n'; g='{"type":"assistant","sessionId":"%s","uuid":"%s","timestamp":"%s","cwd":"%s","message":{"role":"assistant","content":[{"type":"text","text":"%s"}]}}\n'; { printf "$f" aaaa1500-0000-4000-8000-000000000001 a1 2025-03-01T09:00:00Z /home/dev/harbor '<system-reminder>the pelican is noise</system-reminder>'; printf "$f" aaaa1500-0000-4000-8000-000000000001 a2 2025-03-01T09:01:00Z /home/dev/harbor '<command-name>/pelican</command-name>'; printf "$f" aaaa1500-0000-4000-8000-000000000001 a3 2025-03-01T09:02:00Z /home/dev/harbor 'pelican'; printf "$f" aaaa1500-0000-4000-8000-000000000001 a4 2025-03-01T09:03:00Z /home/dev/harbor 'egret'; printf "$f" aaaa1500-0000-4000-8000-000000000001 a5 2025-03-01T09:04:00Z /home/dev/harbor 'egret!'; printf "$f" aaaa1500-0000-4000-8000-000000000001 a6 2025-03-01T09:05:00Z /home/dev/harbor '<system-reminder>an egret</system-reminder>'; printf "$f" aaaa1500-0000-4000-8000-000000000001 a7 2025-03-01T09:06:00Z /home/dev/harbor '<system-reminder>a heron</system-reminder> and more words here'; } > a.jsonl
cwd: $T
run: memgrep pelican .; memgrep egret .; memgrep heron .
exit: 1
--- stdout
--- stderr
No results found for "pelican" in ..
Hint: try --keep-noise (2 matching messages are text the agent injected, which is not searched)
No results found for "egret" in ..
Hint: try --min-length 0 (2 matching messages are shorter than --min-length 10)
No results found for "heron" in ..
Hint: try --keep-noise (1 matching message is text the agent injected, which is not searched)
