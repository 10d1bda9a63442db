# docs/reference.md §4.2 --scope session on a Codex rollout: each group is met
# by some message (5 and 14 say "empty frames", 10 "read the lighthouse"): the
# session matches, with its 3 messages that meet a positive group.
args: --scope session -c '"empty frames" "read the lighthouse"' codex/basic
--- stdout
codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl:3
