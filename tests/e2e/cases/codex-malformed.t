# docs/reference.md §2 on a Codex rollout: a non-JSON first line, a non-object
# line, a broken line and a truncated last line are skipped (with a warning);
# the file is still read as Codex (its first valid object line is session_meta)
# and the valid lines are found.
args: --format tsv ferret codex/malformed
--- stdout
c0de5555-0000-4000-8000-000000000005	2025-04-06T08:00:10.000Z	user	the ferret escaped before the broken line	/srv/burrow	codex/malformed/rollout-2025-04-06T08-00-00-c0de5555-0000-4000-8000-000000000005.jsonl	4	0	codex
c0de5555-0000-4000-8000-000000000005	2025-04-06T08:00:30.000Z	assistant	the ferret is still found after the broken line	/srv/burrow	codex/malformed/rollout-2025-04-06T08-00-00-c0de5555-0000-4000-8000-000000000005.jsonl	6	0	codex
--- stderr-contains
malformed
