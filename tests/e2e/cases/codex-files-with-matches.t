# docs/reference.md §4.5 on Codex rollouts: -l lists the ranked session files
# (basic: 3 matches; the resumed c0de3333: 2, latest 04-03; the original
# c0de2222: 2).
args: -l "lighthouse|kiln" codex/basic codex/resume
--- stdout
codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl
codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl
codex/resume/rollout-2025-04-02T09-00-00-c0de2222-0000-4000-8000-000000000002.jsonl
