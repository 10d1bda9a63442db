# Issue 15 point 6: --flat -c prints each file once, with the count of its
# messages listed: b and a, two each (they take turns in time, newest first
# b, a, b, a).
setup: mkdir s && for m in a:0 b:1 a:2 b:3; do printf '{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"2025-01-01T10:0%s:00Z","cwd":"/x","message":{"role":"user","content":"the heron at minute %s"}}\n' "${m%%:*}" "$m" "${m#*:}" "${m#*:}" >>"s/${m%%:*}.jsonl"; done
cwd: $T
args: --flat --sort recent -c heron s
--- stdout
s/b.jsonl:2
s/a.jsonl:2
--- stderr
