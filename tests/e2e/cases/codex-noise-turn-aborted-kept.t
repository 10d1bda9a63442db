# docs/reference.md §8: the <turn_aborted> block is noise per block, so the
# user's own block of the same message is still searched and printed alone;
# --keep-noise shows the notice too.
args: --format tsv --keep-noise "wombat|harbor migration" codex/aborted
--- stdout
c0de4444-0000-4000-8000-000000000004	2025-04-03T09:00:05.000Z	user	<turn_aborted>\nThe user interrupted the previous turn on purpose (wombat). Any running unified exec processes were terminated.\n</turn_aborted>\nrestart the harbor migration from the second step	/home/dev/harbor	codex/aborted/rollout-2025-04-03T09-00-00-c0de4444-0000-4000-8000-000000000004.jsonl	2	0	codex
c0de4444-0000-4000-8000-000000000004	2025-04-03T09:00:09.000Z	assistant	Restarting the harbor migration at step two.	/home/dev/harbor	codex/aborted/rollout-2025-04-03T09-00-00-c0de4444-0000-4000-8000-000000000004.jsonl	3	0	codex
