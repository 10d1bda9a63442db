# docs/reference.md §4.5: -c prints file:count per matching session.
args: -c "message|retry" basic context
--- stdout
context/c0c0c0c0-0000-4000-8000-000000000004.jsonl:5
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2
