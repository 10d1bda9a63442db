# --tools --thinking: user, thinking, assistant, tool, assistant = 5 messages;
# the event_msg copies (user_message, agent_reasoning, agent_message) add none.
args: --tools --thinking -c lighthouse codex/basic
--- stdout
codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl:5
