# docs/reference.md §10: a tool call is kind tool: its name, its args'
# scalars, then its result (the functionResponse's output).
args: --tools --format tsv pelican gemini/home/.gemini/tmp/harbor
--- stdout
1a2b3c4d-1111-4aaa-8bbb-000000000001	2025-06-02T09:00:04.000Z	tool	read_file\n/home/dev/harbor/src/parse.c\n200\nstatic int parse_frame(void) { /* pelican */ }	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl	6	0	gemini
--- stderr
