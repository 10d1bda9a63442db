# docs/reference.md §8: reasoning is kind thinking (summary texts, then content texts,
# joined by \n; never encrypted_content); searched only with --thinking.
args: --thinking --format tsv lighthouse codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:05.000Z	user	Please fix the lighthouse parser so it handles empty frames	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	5	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:09.000Z	thinking	**Inspecting the parser**\n\nI should read the lighthouse parser before editing it.\nThe parser lives in src/lighthouse.c.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	8	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:10.000Z	assistant	I will read the lighthouse parser first.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	10	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:03:00.000Z	assistant	The lighthouse parser now skips empty frames.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	14	0	codex
