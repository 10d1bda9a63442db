# docs/reference.md §0, §10: non-ASCII text, as Gemini CLI writes it (UTF-8
# as it is), is found by its words; É folds to é.
args: --format tsv "東京 CAFÉ" gemini
--- stdout
1a2b3c4d-1111-4aaa-8bbb-000000000001	2025-06-02T09:05:00.000Z	user	Run the tests, and say it in French: café crème, naïve façade, 東京 🚀	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl	9	0	gemini
1a2b3c4d-1111-4aaa-8bbb-000000000001	2025-06-02T09:05:02.000Z	assistant	Les tests passent : café crème, naïve façade, 東京 🚀	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl	13	0	gemini
--- stderr
