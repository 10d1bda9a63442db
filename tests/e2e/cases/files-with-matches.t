# docs/reference.md §4.5: -l prints the ranked session files, one a line (here
# ranked by match count: 5 in context, 2 in basic).
args: -l "message|retry" basic context
--- stdout
context/c0c0c0c0-0000-4000-8000-000000000004.jsonl
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl
