# docs/reference.md §8: in plan mode Codex 0.171.0 writes the proposed plan
# inside the assistant message (its <proposed_plan> block, line 12) and
# again as an event_msg item_completed Plan item (line 10): the plan's words
# are found once, as that assistant message (tests/recorded/README.md,
# codex-0.171.0-items, scenario (e)).
env: CODEX_HOME=$FIX/../../recorded/codex-0.171.0-items/.codex
args: --source codex --tools --thinking --format tsv palimpsest
--- stdout
01a225f1-410c-7451-a4c3-e7fe22f253dd	2026-11-29T06:14:59.100Z	assistant	cassowary plan intro 1\n\n<proposed_plan>\n# Palimpsest plan 1\n\n1. Run echo hello for palimpsest\n2. Say palimpsest done\n</proposed_plan>\n	/tmp/memgrep-record/codex-items/proj	$FIX/../../recorded/codex-0.171.0-items/.codex/sessions/2026/11/29/rollout-2026-11-29T06-14-57-01a225f1-410c-7451-a4c3-e7fe22f253dd.jsonl	12	0	codex
