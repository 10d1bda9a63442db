# docs/reference.md §10: a prompt that a $rewindTo line took back is no
# longer a result (issue 28 point 8: it was kept before; Gemini CLI 0.61
# drops it, ChatRecordingService.rewindTo), and the checkpoint ($set with
# messages) that follows repeats earlier messages without counting them again.
args: --format tsv -m 10 "rust|migration" gemini/home/.gemini/tmp/harbor
--- stdout
2b3c4d5e-2222-4aaa-8bbb-000000000002	2025-06-03T14:00:03.000Z	assistant	The plan is one migration, for the lighthouse review.	/home/dev/harbor	gemini/home/.gemini/tmp/harbor/chats/session-2025-06-03T14-00-2b3c4d5e.jsonl	4	0	gemini
--- stderr
