# docs/reference.md §4.1: --min-length 5 keeps "lamp ok!".
args: --min-length 5 --format tsv lamp codex/basic
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:03:30.000Z	assistant	lamp ok!	/home/dev/harbor	codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl	16	0	codex
