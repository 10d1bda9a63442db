# Issue 28 point 4: identical summaries of one session count once. Claude
# Code 2.0.9 summarises a session again in a later file when the newest file
# does not begin with a summary (tests/recorded/README.md): here the 4th
# recorded session's file gets a copy of the 2nd's "Hobnailed summary 1"
# line (the same leafUuid). Both describe 6c1a71a: 1 match, not 2 (-c
# names a session by its file). Two
# identical summaries in a file whose leaf is searched nowhere count once
# in its session, and once more in another session that has one too.
cwd: $T
setup: cp -r "$FIX/../../recorded/claude-code-2.0.9/.claude/projects/-tmp-memgrep-record-claude-old-proj" p && head -n 1 p/3c0a972d-f5c9-4bfc-a89d-23cebb06b2ba.jsonl >> p/e69923dd-e026-47cf-90b0-b686c4f08c57.jsonl
setup: mkdir q && for s in aa bb; do printf '{"type":"summary","summary":"Gallivant summary","leafUuid":"00000000-0000-4000-8000-000000000000"}\n{"type":"summary","summary":"Gallivant summary","leafUuid":"00000000-0000-4000-8000-000000000001"}\n{"type":"user","message":{"role":"user","content":"hello there, session %s"},"uuid":"%s-1","sessionId":"%s","timestamp":"2025-01-01T00:00:00Z"}\n' $s $s $s > q/$s.jsonl; done
run: memgrep -c hobnailed p; memgrep --no-index -c hobnailed p; memgrep -c gallivant q; memgrep --format json gallivant q | python3 -c 'import json,sys; print(json.load(sys.stdin)["stats"]["drops"]["duplicate"])'
--- stdout
p/6c1a71ae-8e71-4870-a2e2-380bf556fbd2.jsonl:1
p/6c1a71ae-8e71-4870-a2e2-380bf556fbd2.jsonl:1
q/aa.jsonl:1
q/bb.jsonl:1
2
--- stderr
