# Issue 31 point 2, docs/reference.md §3: with -e, a space and '|' inside a
# term's parentheses or brackets are the regex's own: the query is two
# groups, cert(ificate)?s? and (expir|renew) (it failed with "cannot compile
# the term '(expir'"), and it finds the message that has both.
setup: mkdir -p p && printf '%s\n' '{"type":"user","sessionId":"5e5e0000-0000-4000-8000-000000000001","uuid":"u1","timestamp":"2025-06-01T10:00:00Z","cwd":"/w","message":{"role":"user","content":"The certificates expire on Monday, renew them"}}' '{"type":"user","sessionId":"5e5e0000-0000-4000-8000-000000000001","uuid":"u2","timestamp":"2025-06-01T10:01:00Z","cwd":"/w","message":{"role":"user","content":"The certificate store is fine, nothing to do"}}' > p/5e5e0000-0000-4000-8000-000000000001.jsonl
cwd: $T
run: memgrep --explain -e 'cert(ificate)?s? (expir|renew) [ |]x' | sed -n 4,9p; memgrep -c -e 'cert(ificate)?s? (expir|renew)' p
--- stdout
AND group 1:
  cert(ificate)?s?         regex, compiles
AND group 2:
  (expir|renew)            regex, compiles
AND group 3:
  [ |]x                    regex, compiles
p/5e5e0000-0000-4000-8000-000000000001.jsonl:1
--- stderr
