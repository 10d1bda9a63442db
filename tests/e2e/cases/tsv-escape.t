# docs/reference.md §4.5: tsv with --header; tab, newline, carriage return and
# backslash in fields are written \t, \n, \r, \\.
args: --format tsv --header escapeword escape
--- stdout
session_id	timestamp	type	text	project	file	line	context	source
e5c4a9e0-0000-4000-8000-000000000002	2025-03-02T10:00:00Z	user	escapeword: col1\tcol2\nrow2 C:\\temp\r end	/home/dev/app	escape/e5c4a9e0-0000-4000-8000-000000000002.jsonl	1	0	claude
