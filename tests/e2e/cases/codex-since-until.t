# docs/reference.md §4.1: --since/--until on Codex timestamps (inclusive): only
# the assistant message of 10:00:10.
args: --since 2025-04-01T10:00:07Z --until 2025-04-01T10:02:00Z --format tsv lighthouse codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:10.000Z	assistant	I will read the lighthouse parser first.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	10	0	codex
