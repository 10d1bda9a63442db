# Control for codex-recall-turn: --recall-cutoff off keeps the 8 messages
# (the event_msg copy at line 11 is never a message).
args: --recall-cutoff off --tools -c otter codex/recall
--- stdout
codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl:8
