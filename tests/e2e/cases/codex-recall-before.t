# docs/reference.md §4.3 --recall-cutoff before: every message at or before the
# latest recall event with results (the output of line 4 of the memgrep call,
# 12:00:21) is dropped; the assistant's "memory search" prose (12:01:10) is no
# event since issue 28 point 7.
args: --recall-cutoff before --format tsv otter codex/recall
--- stdout
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:00:30.000Z	assistant	The otter cache uses a ttl of 300 seconds	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	6	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:00.000Z	user	Thanks, now bump the otter cache ttl to 600	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	7	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:10.000Z	assistant	Let me run a memory search on the otter cache before editing	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	8	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:20.000Z	assistant	Raised the otter cache ttl to 600 seconds	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	9	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:02:00.000Z	user	Looks good, the otter cache works now	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	10	0	codex
