# docs/reference.md §4.3 on a Codex rollout (turn, the default): the
# function_call of line 3 runs `memgrep otter cache` (the script of Codex's
# ["bash", "-lc", …]): a recall event. Its output (4) had results, so the
# output and what follows are dropped up to the next user prompt (7), the
# assistant reply after an <environment_context>-only user message (noise,
# not a prompt) too; the call itself stays, and --tools finds it. The
# assistant's "Let me run a memory search" (8) is prose, no event (issue 28
# point 7; codex-recall-phrases drops it with --recall-cutoff phrases).
args: -m 10 --tools --format tsv otter codex/recall
--- stdout
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:00:10.000Z	user	How did we configure the otter cache last week?	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	2	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:00:20.000Z	tool	shell\nbash\n-lc\nmemgrep otter cache	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	3	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:00.000Z	user	Thanks, now bump the otter cache ttl to 600	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	7	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:10.000Z	assistant	Let me run a memory search on the otter cache before editing	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	8	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:20.000Z	assistant	Raised the otter cache ttl to 600 seconds	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	9	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:02:00.000Z	user	Looks good, the otter cache works now	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	10	0	codex
