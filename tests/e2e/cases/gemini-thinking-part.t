# docs/reference.md §10: a model turn made of one thought part (Gemini CLI's
# answer to a picture sent back) is kind thinking.
args: --thinking --format tsv "binary content" gemini/home/.gemini/tmp/kite
--- stdout
3c4d5e6f-3333-4aaa-8bbb-000000000003	2025-06-04T08:03:06.000Z	thinking	Binary content received. Proceeding with analysis.	/home/dev/kite	gemini/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl	11	0	gemini
--- stderr
