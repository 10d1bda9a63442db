# docs/reference.md §1: a compressed rollout cut short (or not zstd data)
# is one warning, as an unreadable file is; the other rollouts are searched.
setup: cp -r "$FIX/../../recorded/codex-0.171.0/.codex" "$T/codex"
setup: cd "$T"/codex/sessions/2026/11/29 && f=$(ls *.zst) && head -c 3000 "$f" >x && mv x "$f"
env: CODEX_HOME=$T/codex
run: memgrep --source codex -l hello --no-index | sort
--- stdout
$T/codex/archived_sessions/rollout-2026-11-29T02-42-38-01a2252e-dd70-7510-9a71-e76719e3030c.jsonl
$T/codex/sessions/2026/11/29/rollout-2026-11-29T02-42-35-01a2252e-d3c4-70e0-adc9-b27a8f80fd17.jsonl
$T/codex/sessions/2026/11/29/rollout-2026-11-29T02-42-36-01a2252e-d64d-7e52-a2ed-6d1f5e7d4fd7.jsonl
--- stderr
memgrep: warning: cannot read $T/codex/sessions/2026/11/29/rollout-2026-11-29T02-42-37-01a2252e-db7d-7ae2-bc13-99b69afe21e3.jsonl.zst: its zstd data is cut short
