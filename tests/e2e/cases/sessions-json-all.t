# --format json with every session shown: capped false, no notice. Claude
# Code's sessions alone (the fixture's Codex ones are listed by default
# since issue 28 point 5; SCOPE names the source searched and its root).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude --format json; echo; "$E2E_BIN" sessions -j 1 --source claude --format json --project nowhere; echo " exit $?"
--- stdout
{"total":3,"capped":false,"sessions":[{"session_id":"5e55c000-0000-4000-8000-00000000000c","short_id":"5e55c00","source":"claude","title":"Tugboat's log","title_from":"title","shown_title":"Tugboat's log","project":"/home/dev/it's here","file":"$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl","first":"2025-05-03T07:00:00Z","last":"2025-05-03T07:01:00Z","messages":3,"resume":"cd '/home/dev/it'\\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c"},{"session_id":"5e55b000-0000-4000-8000-00000000000b","short_id":"5e55b00","source":"claude","title":null,"title_from":"prompt","shown_title":"Check the mooring lines before the storm arrives tonight and report every fraye…","project":"/home/dev/harbor","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55b000-0000-4000-8000-00000000000b.jsonl","first":"2025-05-02T08:01:00Z","last":"2025-05-02T08:02:00Z","messages":2,"resume":"cd '/home/dev/harbor' && claude --resume 5e55b000-0000-4000-8000-00000000000b"},{"session_id":"5e55a000-0000-4000-8000-00000000000a","short_id":"5e55a00","source":"claude","title":"Harbor crane planning","title_from":"title","shown_title":"Harbor crane planning","project":"/home/dev/harbor","file":"$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl","first":"2025-05-01T09:00:00Z","last":"2025-05-01T09:11:00Z","messages":7,"resume":"cd '/home/dev/harbor' && claude --resume 5e55a000-0000-4000-8000-00000000000a"}]}

{"total":0,"capped":false,"sessions":[]}
 exit 1
--- stderr
No sessions found in Claude Code transcripts ($FIX/browse/home/.claude/projects).
