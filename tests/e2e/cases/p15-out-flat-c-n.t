# Issue 15 point 6: --flat -c -n 3 lists the first 3 messages (b 10:03, a
# 10:02, b 10:01): b twice and a once; the notice counts messages.
setup: mkdir s && for m in a:0 b:1 a:2 b:3; do printf '{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"2025-01-01T10:0%s:00Z","cwd":"/x","message":{"role":"user","content":"the heron at minute %s"}}\n' "${m%%:*}" "$m" "${m#*:}" "${m#*:}" >>"s/${m%%:*}.jsonl"; done
cwd: $T
args: --flat --sort recent -c -n 3 heron s
--- stdout
s/b.jsonl:2
s/a.jsonl:1
--- stderr
memgrep: 3 of 4 messages shown; -n 4 for all
