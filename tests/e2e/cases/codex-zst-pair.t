# docs/reference.md §1: a rollout present both plain and compressed (Codex
# resuming a compressed one, or compressing one) counts once: the plain copy
# is read, the .zst beside it is not; a compressed one alone is read.
setup: cp -r "$FIX/../../recorded/codex-0.171.0/.codex" "$T/codex"
setup: cd "$T"/codex/sessions/2026/11/29 && zstd -q -d *db7d*.jsonl.zst && zstd -q --rm *d3c4*.jsonl
env: CODEX_HOME=$T/codex
run: memgrep --source codex -c hello --stats 2>&1 | grep -E '^  files|:1$' | sort
--- stdout
  files       4 (0 unreadable)
$T/codex/archived_sessions/rollout-2026-11-29T02-42-38-01a2252e-dd70-7510-9a71-e76719e3030c.jsonl:1
$T/codex/sessions/2026/11/29/rollout-2026-11-29T02-42-35-01a2252e-d3c4-70e0-adc9-b27a8f80fd17.jsonl.zst:1
$T/codex/sessions/2026/11/29/rollout-2026-11-29T02-42-36-01a2252e-d64d-7e52-a2ed-6d1f5e7d4fd7.jsonl:1
$T/codex/sessions/2026/11/29/rollout-2026-11-29T02-42-37-01a2252e-db7d-7ae2-bc13-99b69afe21e3.jsonl:1
