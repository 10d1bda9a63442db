# docs/reference.md §1: archived_sessions/ (where codex archive moves a
# finished rollout) is read with the Codex root.
env: CODEX_HOME=$FIX/../../recorded/codex-0.171.0/.codex
args: --source codex -l pangolier
--- stdout
$FIX/../../recorded/codex-0.171.0/.codex/archived_sessions/rollout-2026-11-29T02-42-38-01a2252e-dd70-7510-9a71-e76719e3030c.jsonl
--- stderr
