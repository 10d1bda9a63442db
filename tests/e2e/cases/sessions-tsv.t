# --format tsv: last time (as written), full session id, source, message
# count, project, shown title, file, and last the resume command (issue 31
# point 6: what --resume prints, escaped as every field: its \ as \\;
# empty where there is none, as for Roo Code's tasks); --header names the
# columns. (The second listing is of Claude Code's alone: Codex's is on by
# default since issue 28 point 5.)
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude,codex --format tsv --header; "$E2E_BIN" sessions -j 1 --source claude --format tsv -n 1; HOME=$FIX/../../recorded/roo-code-3.52.1 "$E2E_BIN" sessions -j 1 --source roo --format tsv | cut -f 2,3,8-
--- stdout
last	session_id	source	messages	project	title	file	resume
2025-05-04T10:31:00.000Z	0199a1b2-2222-7bbb-8000-000000000002	codex	2	/home/dev/harbor	Paint the harbor buoy green	$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-30-00-0199a1b2-2222-7bbb-8000-000000000002.jsonl	cd '/home/dev/harbor' && codex resume 0199a1b2-2222-7bbb-8000-000000000002
2025-05-04T10:01:00.000Z	0199a1b2-1111-7aaa-8000-000000000001	codex	2	/home/dev/harbor	Paint the harbor buoy red	$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-00-00-0199a1b2-1111-7aaa-8000-000000000001.jsonl	cd '/home/dev/harbor' && codex resume 0199a1b2-1111-7aaa-8000-000000000001
2025-05-03T07:01:00Z	5e55c000-0000-4000-8000-00000000000c	claude	3	/home/dev/it's here	Tugboat's log	$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl	cd '/home/dev/it'\\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c
2025-05-02T08:02:00Z	5e55b000-0000-4000-8000-00000000000b	claude	2	/home/dev/harbor	Check the mooring lines before the storm arrives tonight and report every fraye…	$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55b000-0000-4000-8000-00000000000b.jsonl	cd '/home/dev/harbor' && claude --resume 5e55b000-0000-4000-8000-00000000000b
2025-05-01T09:11:00Z	5e55a000-0000-4000-8000-00000000000a	claude	7	/home/dev/harbor	Harbor crane planning	$FIX/browse/home/.claude/projects/-home-dev-harbor/5e55a000-0000-4000-8000-00000000000a.jsonl	cd '/home/dev/harbor' && claude --resume 5e55a000-0000-4000-8000-00000000000a
2025-05-03T07:01:00Z	5e55c000-0000-4000-8000-00000000000c	claude	3	/home/dev/it's here	Tugboat's log	$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl	cd '/home/dev/it'\\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c
019ad2c4-7a10-7000-8000-00000000b0b0	roo	
--- stderr
memgrep: 1 of 3 sessions shown; -n 3 for all
