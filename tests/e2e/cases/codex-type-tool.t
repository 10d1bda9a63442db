# --type tool keeps only the function_call (docs/reference.md §4.1: --type
# replaces the default kinds).
args: --type tool --format tsv lighthouse codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:00:11.000Z	tool	shell\nbash\n-lc\nsed -n 1,40p src/lighthouse.c\n/home/dev/harbor\n120000	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	12	0	codex
