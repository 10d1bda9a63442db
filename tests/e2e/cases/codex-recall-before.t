# docs/reference.md §4.3 --recall-cutoff before: every message at or before the
# latest recall event (the assistant's "memory search", 12:01:10) is dropped.
args: --recall-cutoff before --format tsv otter codex/recall
--- stdout
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:20.000Z	assistant	Raised the otter cache ttl to 600 seconds	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	9	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:02:00.000Z	user	Looks good, the otter cache works now	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	10	0	codex
