# docs/reference.md §8 on a rollout opening with a UTF-8 BOM: the session id is the
# first session_meta's id (c0deaaaa), the project the cwd of the first
# session_meta that has one (the second; turn_context's cwd never counts).
# The user's "Did you remember" is prose, no recall event (issue 28 point 7):
# it and the reply are found too.
args: --format tsv iguana codex/meta/rollout-2025-04-13T07-00-00-c0deaaaa-0000-4000-8000-00000000000a.jsonl
--- stdout
c0deaaaa-0000-4000-8000-00000000000a	2025-04-13T07:00:02.000Z	user	Did you remember the iguana cage size?	/home/dev/terrarium	codex/meta/rollout-2025-04-13T07-00-00-c0deaaaa-0000-4000-8000-00000000000a.jsonl	4	0	codex
c0deaaaa-0000-4000-8000-00000000000a	2025-04-13T07:00:03.000Z	assistant	The iguana cage is two metres wide	/home/dev/terrarium	codex/meta/rollout-2025-04-13T07-00-00-c0deaaaa-0000-4000-8000-00000000000a.jsonl	5	0	codex
c0deaaaa-0000-4000-8000-00000000000a	2025-04-13T07:00:04.000Z	user	Thanks, order the iguana heat lamp	/home/dev/terrarium	codex/meta/rollout-2025-04-13T07-00-00-c0deaaaa-0000-4000-8000-00000000000a.jsonl	6	0	codex
--- stderr
