# Search --format tsv: source is the last column (header `…\tline\tcontext\tsource`).
env: HOME=$FIX/browse/home
run: memgrep --source claude,codex --format tsv --header 'tugboat|green'
--- stdout
session_id	timestamp	type	text	project	file	line	context	source
5e55c000-0000-4000-8000-00000000000c	2025-05-03T07:00:00Z	user	Write the tugboat log	/home/dev/it's here	$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl	1	0	claude
5e55c000-0000-4000-8000-00000000000c	2025-05-03T07:01:00Z	assistant	The tugboat log is written	/home/dev/it's here	$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl	2	0	claude
5e55c000-0000-4000-8000-00000000000c	2025-05-03T07:01:00Z	summary	Tugboat's log	/home/dev/it's here	$FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl	3	0	claude
0199a1b2-2222-7bbb-8000-000000000002	2025-05-04T10:30:10.000Z	user	Paint the harbor buoy green	/home/dev/harbor	$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-30-00-0199a1b2-2222-7bbb-8000-000000000002.jsonl	2	0	codex
0199a1b2-2222-7bbb-8000-000000000002	2025-05-04T10:31:00.000Z	assistant	The harbor buoy is green now	/home/dev/harbor	$FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-30-00-0199a1b2-2222-7bbb-8000-000000000002.jsonl	3	0	codex
--- stderr
