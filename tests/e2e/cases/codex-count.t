# docs/reference.md §4.5 on Codex rollouts: -c prints file:count per session,
# ranked.
args: -c "lighthouse|kiln" codex/basic codex/resume
--- stdout
codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl:3
codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl:2
codex/resume/rollout-2025-04-02T09-00-00-c0de2222-0000-4000-8000-000000000002.jsonl:2
