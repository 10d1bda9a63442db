# docs/reference.md §1 (results never depend on the read order): the resumed
# file named first on the command line still loses the duplicates to the
# smaller path.
args: -c kiln codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl codex/resume/rollout-2025-04-02T09-00-00-c0de2222-0000-4000-8000-000000000002.jsonl
--- stdout
codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl:2
codex/resume/rollout-2025-04-02T09-00-00-c0de2222-0000-4000-8000-000000000002.jsonl:2
