# docs/reference.md §10: a tool call recorded while it ran (no result, line
# 12) and again when it was done (line 13): the last copy is the message,
# with its result; -c counts it once.
args: --tools --format tsv beacon gemini/home/.gemini/tmp/harbor
--- stdout
2b3c4d5e-2222-4aaa-8bbb-000000000002	2025-06-03T14:08:04.000Z	tool	glob\nsrc/**/*.c\nsrc/parse.c\nsrc/beacon.c	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-03T14-00-2b3c4d5e.jsonl	13	0	gemini
--- stderr
