# docs/reference.md §1: agent-<id>.jsonl beside the main transcript joins its
# parent session: one session, two matches, shown under the main transcript.
args: -c sextant subold
--- stdout
subold/-home-dev-app/5ab11111-0000-4000-8000-000000000009.jsonl:2
