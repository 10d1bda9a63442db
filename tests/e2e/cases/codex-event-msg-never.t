# docs/reference.md §8: event_msg lines are never searched, whatever the flags:
# "empty frames" is in the user message (5), its user_message event (6), the
# assistant message (14) and its agent_message event (15): 2 rows.
args: --tools --thinking --format tsv -m 20 "empty frames" codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:05.000Z	user	Please fix the lighthouse parser so it handles empty frames	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	5	0	codex
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:03:00.000Z	assistant	The lighthouse parser now skips empty frames.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	14	0	codex
