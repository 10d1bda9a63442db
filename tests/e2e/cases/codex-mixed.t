# docs/reference.md §8: format detection is per file, from its first valid line: a
# folder holding a Claude Code transcript, a Codex rollout and a Claude Code
# transcript named like a rollout (its "type" is user, so its "payload"
# object does not make it Codex) gives three sessions.
args: --format tsv walrus codex/mixed
--- stdout
c0de4444-0000-4000-8000-000000000004	2025-04-05T08:00:05.000Z	user	Check whether the walrus migration finished	/home/dev/tusk-codex	codex/mixed/rollout-2025-04-05T08-00-00-c0de4444-0000-4000-8000-000000000004.jsonl	3	0	codex
c0de4444-0000-4000-8000-000000000004	2025-04-05T08:00:30.000Z	assistant	The walrus migration finished without errors	/home/dev/tusk-codex	codex/mixed/rollout-2025-04-05T08-00-00-c0de4444-0000-4000-8000-000000000004.jsonl	6	0	codex
c1a0de00-0000-4000-8000-000000000010	2025-04-05T07:00:00Z	user	The walrus migration script failed on step three	/home/dev/tusk	codex/mixed/c1a0de00-0000-4000-8000-000000000010.jsonl	1	0	claude
c1a0de00-0000-4000-8000-000000000010	2025-04-05T07:01:00Z	assistant	Restarted the walrus migration from step three	/home/dev/tusk	codex/mixed/c1a0de00-0000-4000-8000-000000000010.jsonl	2	0	claude
c1a0de11-0000-4000-8000-000000000011	2025-04-05T09:00:00Z	user	The walrus tusk measures forty centimetres	/home/dev/tusk-named	codex/mixed/rollout-2025-04-05T09-00-00-c1a0de11-0000-4000-8000-000000000011.jsonl	1	0	claude
--- stderr
