# docs/reference.md §1: a .zst that is not zstd data is one warning; with
# --strict, exit 2, as for an unreadable file; the index makes no entry of it.
setup: cp -r "$FIX/../../recorded/codex-0.171.0/.codex" "$T/codex"
setup: cd "$T"/codex/sessions/2026/11/29 && f=$(ls *.zst) && echo '{"not":"zstd"}' >"$f"
env: CODEX_HOME=$T/codex
env: MEMGREP_INDEX_DIR=$T/ix
args: --source codex -c pangolier --strict
exit: 2
--- stdout
$T/codex/archived_sessions/rollout-2026-11-29T02-42-38-01a2252e-dd70-7510-9a71-e76719e3030c.jsonl:2
--- stderr-contains
memgrep: warning: cannot read $T/codex/sessions/2026/11/29/rollout-2026-11-29T02-42-37-01a2252e-db7d-7ae2-bc13-99b69afe21e3.jsonl.zst: not zstd data, or damaged
