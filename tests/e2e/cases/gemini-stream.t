# docs/reference.md §4.5, §10: --stream reads each file alone: the last copy
# of a message is still the only one.
args: --stream --format tsv "wombat|quokka" gemini/home/.gemini/tmp/harbor
--- stdout
1a2b3c4d-1111-4aaa-8bbb-000000000001	2025-06-02T09:10:06.000Z	assistant	Final: use the wombat cache for frames.	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl	28	0	gemini
--- stderr
