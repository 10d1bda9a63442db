# docs/reference.md §8: event_msg lines are never searched: with --thinking the
# summary is found once, in the reasoning item (line 8), not in the
# agent_reasoning event_msg (line 9) that repeats it.
args: --thinking --format tsv Inspecting codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:09.000Z	thinking	**Inspecting the parser**\n\nI should read the lighthouse parser before editing it.\nThe parser lives in src/lighthouse.c.	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	8	0	codex
