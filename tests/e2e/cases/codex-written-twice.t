# docs/reference.md §8: Codex 0.171.0 writes each prompt and answer twice,
# as a response_item message and as an event_msg item_completed
# (UserMessage line 9, AgentMessage line 10), even in a turn interrupted
# during its tool call (tests/recorded/README.md, codex-0.171.0-items,
# scenario (g)): each is found once, from its response_item.
env: CODEX_HOME=$FIX/../../recorded/codex-0.171.0-items/.codex
args: --source codex --tools --thinking --format tsv quincunx
--- stdout
01a225f1-5435-78f2-a1ef-4e203e492bdb	2026-11-29T06:15:02.901Z	user	Run sleep, then say quincunx	/tmp/memgrep-record/codex-items/proj	$FIX/../../recorded/codex-0.171.0-items/.codex/sessions/2026/11/29/rollout-2026-11-29T06-15-02-01a225f1-5435-78f2-a1ef-4e203e492bdb.jsonl	8	0	codex
01a225f1-5435-78f2-a1ef-4e203e492bdb	2026-11-29T06:15:02.964Z	assistant	quincunx preamble, then sleep	/tmp/memgrep-record/codex-items/proj	$FIX/../../recorded/codex-0.171.0-items/.codex/sessions/2026/11/29/rollout-2026-11-29T06-15-02-01a225f1-5435-78f2-a1ef-4e203e492bdb.jsonl	11	0	codex
