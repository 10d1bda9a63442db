# docs/reference.md §1, §8: a rollout on standard input is detected
# as Codex from its content; its session id and project come from session_meta.
stdin: codex/basic/rollout-2025-04-01T10-00-00-c0de1111-0000-4000-8000-000000000001.jsonl
args: --format tsv "skips empty" -
--- stdout
c0de1111-0000-4000-8000-000000000001	2025-04-01T10:03:00.000Z	assistant	The lighthouse parser now skips empty frames.	/home/dev/harbor	-	14	0	codex
