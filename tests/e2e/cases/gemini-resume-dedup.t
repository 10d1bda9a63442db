# docs/reference.md §10: a 0.36.0 session resumed by 0.61.0 goes on in a
# .jsonl beside its .json, which keeps its messages: the same ids, so they
# count once (from the .json, the smaller path); what was said after the
# resume is in the .jsonl alone.
args: --flat --format tsv -n 20 "branch|resumed" gemini/home/.gemini/tmp/legacy
--- stdout
4d5e6f70-4444-4aaa-8bbb-000000000004	2025-06-05T10:00:02.000Z	assistant	No: the resumed lighthouse build dropped puffin.	/home/dev/legacy	gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.jsonl	8	0	gemini
4d5e6f70-4444-4aaa-8bbb-000000000004	2025-06-05T10:00:00.000Z	user	Resumed: does the lighthouse build still need puffin?	/home/dev/legacy	gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.jsonl	6	0	gemini
4d5e6f70-4444-4aaa-8bbb-000000000004	2025-05-20T16:00:02.000Z	user	Explain the lighthouse build on this old branch.	/home/dev/legacy	gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json	7	0	gemini
--- stderr
