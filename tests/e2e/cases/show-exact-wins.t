# git's rule: a session whose id equals the target wins over the longer ids
# it starts. browse/exact holds ca5e.jsonl (no sessionId: its id is its
# name, `ca5e`) and ca5e0000-…; `show ca5e` is the first, `show ca5e0` the
# second (a unique prefix), `show ca5` is ambiguous (exit 2).
run: for t in ca5e ca5e0 ca5; do "$E2E_BIN" show -j 1 "$t" browse/exact | head -n 1; echo "exit ${PIPESTATUS[0]}"; done
--- stdout
session ca5e
exit 0
session ca5e0000-0000-4000-8000-000000000001
exit 0
exit 2
--- stderr
memgrep: session id prefix ca5 is ambiguous: it starts 2 sessions:
  ca5e  claude  2025-05-09 08:00  /home/dev/exact
  ca5e0000-0000-4000-8000-000000000001  claude  2025-05-09 09:00  /home/dev/exact
