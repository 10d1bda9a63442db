# docs/reference.md §10: a gemini message's thoughts are kind thinking: the
# subject and description of each, one a line (an empty subject is left out).
args: --thinking --format tsv albatross gemini/home/.gemini/tmp/harbor
--- stdout
1a2b3c4d-1111-4aaa-8bbb-000000000001	2025-06-02T09:00:04.000Z	thinking	Reading the parser\nThe lighthouse frame loop skips zero-length payloads.\nCheck the albatross fixture next.	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl	6	0	gemini
--- stderr
