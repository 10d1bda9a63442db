# docs/reference.md §10, §4.5: tsv rows of a Gemini session: session id,
# raw timestamp, kind, text, project (.project_root), file, line; the
# summary ($set line 29) takes the file's latest time.
args: --format tsv lighthouse gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl
--- stdout
1a2b3c4d-1111-4aaa-8bbb-000000000001	2025-06-02T09:00:00.000Z	user	Why does the lighthouse parser drop empty frames?	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl	2	0	gemini
1a2b3c4d-1111-4aaa-8bbb-000000000001	2025-06-02T09:00:04.000Z	assistant	The lighthouse parser returns early on an empty frame; I will read it.	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl	6	0	gemini
1a2b3c4d-1111-4aaa-8bbb-000000000001	2025-06-02T09:10:07.000Z	summary	Fix the lighthouse parser on empty frames	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl	30	0	gemini
--- stderr
