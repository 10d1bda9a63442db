# Issue 15 point 7: tsv has a context column right after line: 1 on a
# context message (-B 1, -A 1), 0 on a match; --header names it; source
# stays last.
args: --format tsv --header -B 1 -A 1 lighthouse context
--- stdout
session_id	timestamp	type	text	project	file	line	context	source
c0c0c0c0-0000-4000-8000-000000000004	2025-03-04T08:01:00Z	assistant	second message about the fence	/srv/site	context/c0c0c0c0-0000-4000-8000-000000000004.jsonl	2	1	claude
c0c0c0c0-0000-4000-8000-000000000004	2025-03-04T08:02:00Z	user	third message about the lighthouse	/srv/site	context/c0c0c0c0-0000-4000-8000-000000000004.jsonl	3	0	claude
c0c0c0c0-0000-4000-8000-000000000004	2025-03-04T08:03:00Z	assistant	fourth message about the harbour	/srv/site	context/c0c0c0c0-0000-4000-8000-000000000004.jsonl	4	1	claude
--- stderr
