# docs/reference.md §4.3 --recall-cutoff phrases (the seed tool's rule, and
# what `turn` did before issue 28 point 7): the line whose tool input holds
# `memgrep ` (3) is an event, and so is the assistant's "memory search" (8);
# each drops its own messages and the following ones up to the next user
# prompt (7, 10).
args: --recall-cutoff phrases --tools --format tsv otter codex/recall
--- stdout
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:00:10.000Z	user	How did we configure the otter cache last week?	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	2	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:00.000Z	user	Thanks, now bump the otter cache ttl to 600	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	7	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:02:00.000Z	user	Looks good, the otter cache works now	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	10	0	codex
