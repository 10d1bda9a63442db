# docs/reference.md §8, §4.5: tsv rows of a Codex rollout: session id from
# session_meta, raw timestamp, kind, text (the user message's
# <user_instructions> block is noise and dropped before the blocks are joined),
# project from session_meta's cwd, file, line.
args: --format tsv lighthouse codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:05.000Z	user	Please fix the lighthouse parser so it handles empty frames	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	5	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:10.000Z	assistant	I will read the lighthouse parser first.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	10	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:03:00.000Z	assistant	The lighthouse parser now skips empty frames.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	14	0	codex
--- stderr
