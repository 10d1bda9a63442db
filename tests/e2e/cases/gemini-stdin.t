# docs/reference.md §1, §10: a .jsonl session on standard input is told to
# be Gemini CLI's by its first line.
stdin: gemini/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl
args: --format tsv pelican -
--- stdout
3c4d5e6f-3333-4aaa-8bbb-000000000003	2025-06-04T08:00:00.000Z	user	Where is the pelican config loaded in kite?		-	2	0	gemini
3c4d5e6f-3333-4aaa-8bbb-000000000003	2025-06-04T08:00:03.000Z	assistant	The pelican config is loaded in src/config.ts.		-	4	0	gemini
--- stderr
