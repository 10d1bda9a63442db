# docs/reference.md §8: without --keep-noise the same message is found by
# the user's own block, and its text no longer holds the notice.
args: --format tsv "harbor migration" codex/aborted
--- stdout
c0de4444-0000-4000-8000-000000000004	2025-04-03T09:00:05.000Z	user	restart the harbor migration from the second step	/home/dev/harbor	codex/aborted/rollout-2025-04-03T09-00-00-c0de4444-0000-4000-8000-000000000004.jsonl	2	0	codex
c0de4444-0000-4000-8000-000000000004	2025-04-03T09:00:09.000Z	assistant	Restarting the harbor migration at step two.	/home/dev/harbor	codex/aborted/rollout-2025-04-03T09-00-00-c0de4444-0000-4000-8000-000000000004.jsonl	3	0	codex
