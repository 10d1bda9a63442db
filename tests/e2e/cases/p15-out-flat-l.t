# Issue 15 point 6: --flat -l prints each file once, where its first message
# ranks. Two sessions whose messages take turns in time (a at 10:00 and
# 10:02, b at 10:01 and 10:03): newest first is b, a, b, a; the files are
# b then a.
setup: mkdir s && for m in a:0 b:1 a:2 b:3; do printf '{"type":"user","sessionId":"%s","uuid":"%s","timestamp":"2025-01-01T10:0%s:00Z","cwd":"/x","message":{"role":"user","content":"the heron at minute %s"}}\n' "${m%%:*}" "$m" "${m#*:}" "${m#*:}" >>"s/${m%%:*}.jsonl"; done
cwd: $T
args: --flat --sort recent -l heron s
--- stdout
s/b.jsonl
s/a.jsonl
--- stderr
