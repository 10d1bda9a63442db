# docs/reference.md §4.3 on a Codex rollout (turn, the default): the
# function_call running `memgrep otter cache` (line 3) is a recall event; the
# call, its output (not a prompt) and the assistant reply after an
# <environment_context>-only user message (noise, not a prompt) are dropped, up
# to the next user prompt (7). The assistant's "memory search" (8) starts a new
# contaminated stretch, ended by the prompt at 10.
args: --tools --format tsv otter codex/recall
--- stdout
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:00:10.000Z	user	How did we configure the otter cache last week?	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	2	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:01:00.000Z	user	Thanks, now bump the otter cache ttl to 600	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	7	0	codex
c0de7777-0000-4000-8000-000000000007	2025-04-07T12:02:00.000Z	user	Looks good, the otter cache works now	/home/dev/zoo	codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl	10	0	codex
