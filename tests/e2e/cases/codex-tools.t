# docs/reference.md §8: function_call is kind tool (its name, then every scalar of the
# JSON in its arguments string, depth first, joined by \n); searched only
# with --tools. The function_call_output does not say lighthouse.
args: --tools --format tsv lighthouse codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:05.000Z	user	Please fix the lighthouse parser so it handles empty frames	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	5	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:10.000Z	assistant	I will read the lighthouse parser first.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	10	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:11.000Z	tool	shell\nbash\n-lc\nsed -n 1,40p src/lighthouse.c\n/home/dev/harbor\n120000	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	12	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:03:00.000Z	assistant	The lighthouse parser now skips empty frames.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	14	0	codex
