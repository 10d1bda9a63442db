# docs/reference.md §1: <sessionId>/subagents/agent-<id>.jsonl joins its parent
# session: one session, two matches, shown under the main transcript.
args: -c compass subnew
--- stdout
subnew/-home-dev-app/5ab00000-0000-4000-8000-000000000007.jsonl:2
