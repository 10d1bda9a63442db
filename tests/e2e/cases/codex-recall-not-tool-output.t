# docs/reference.md §4.3: "memory search" inside a function_call_output or a
# reasoning summary is not a recall event: nothing after them is dropped (5
# messages say badger: the prompt, the output, the assistant, the reasoning,
# the assistant).
args: --tools --thinking -c badger codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl
--- stdout
codex/recall/rollout-2025-04-07T12-00-00-c0de7777-0000-4000-8000-000000000007.jsonl:5
