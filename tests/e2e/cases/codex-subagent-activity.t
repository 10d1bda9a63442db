# docs/reference.md §8: a sub-agent of Codex 0.171.0 (multi_agent_v2) is
# named /root/helper in the parent's event_msg item_completed
# SubAgentActivity lines (14, 20), which hold no other text, and in the
# response_item agent_message lines between the agents: none is searched.
# "helper" is found in the prompt, the spawn_agent call and its output
# (tests/recorded/README.md, codex-0.171.0-items, scenario (f)).
env: CODEX_HOME=$FIX/../../recorded/codex-0.171.0-items/.codex
args: --source codex --tools --thinking --format tsv helper
--- stdout
01a225f1-4f78-7293-b09c-5d15a845ef0f	2026-11-29T06:15:01.365Z	user	Ask a helper agent to say gallimaufry, then say bandersnatch	/tmp/memgrep-record/codex-items/proj	$FIX/../../recorded/codex-0.171.0-items/.codex/sessions/2026/11/29/rollout-2026-11-29T06-15-01-01a225f1-4f78-7293-b09c-5d15a845ef0f.jsonl	10	0	codex
01a225f1-4f78-7293-b09c-5d15a845ef0f	2026-11-29T06:15:01.405Z	tool	spawn_agent\nhelper\nnone\nSay gallimaufry as a subagent	/tmp/memgrep-record/codex-items/proj	$FIX/../../recorded/codex-0.171.0-items/.codex/sessions/2026/11/29/rollout-2026-11-29T06-15-01-01a225f1-4f78-7293-b09c-5d15a845ef0f.jsonl	12	0	codex
01a225f1-4f78-7293-b09c-5d15a845ef0f	2026-11-29T06:15:01.442Z	tool	{"task_name":"/root/helper"}	/tmp/memgrep-record/codex-items/proj	$FIX/../../recorded/codex-0.171.0-items/.codex/sessions/2026/11/29/rollout-2026-11-29T06-15-01-01a225f1-4f78-7293-b09c-5d15a845ef0f.jsonl	15	0	codex
