# docs/reference.md §12, keeping: with keeping on, a rollout that Codex
# compresses (the plain file deleted, its .zst beside it) and one that it
# archives (moved to archived_sessions/) are read where they are now, once,
# not archived (the counts of --no-index before the moves): the entries of
# their old paths are superseded, counted as
# orphaned (not archived) by --stats and pruned by memgrep index.
setup: cp -r "$FIX/../../recorded/codex-0.171.0/.codex" "$T/codex"
env: CODEX_HOME=$T/codex
run: "$E2E_BIN" index -j 1 --keep --source codex >/dev/null; cd "$T"/codex/sessions/2026/11/29 && zstd -q -3 --rm *d3c4*.jsonl && mv *d64d*.jsonl "$T"/codex/archived_sessions/ && cd "$T" && memgrep --source codex -c 'vexillary|brontide'; "$E2E_BIN" index --stats | grep -E '^(orphaned|archived) ' | sed 's/  [0-9.]* MB//'; "$E2E_BIN" index -j 1 --source codex
--- stdout
$T/codex/archived_sessions/rollout-2026-11-29T02-42-36-01a2252e-d64d-7e52-a2ed-6d1f5e7d4fd7.jsonl:4
$T/codex/sessions/2026/11/29/rollout-2026-11-29T02-42-35-01a2252e-d3c4-70e0-adc9-b27a8f80fd17.jsonl.zst:2
orphaned    2  their files are gone: removed by memgrep index, or a search once a day
archived    0  kept entries of deleted files, searched as archived sessions
indexed 4 files (0.1 MB): 4 fresh, 0 grown, 0 made; 2 entries of deleted files pruned, 0 kept (archived); the index holds 4 entries, 0.0 MB, in $T/index
--- stderr
--- check
python3 - <<'PY'
import json, os, subprocess
d = json.loads(subprocess.run([os.environ["E2E_BIN"], "-j", "1", "--source", "codex", "--format", "json", "vexillary|brontide"],
                              capture_output=True, text=True, check=True).stdout)
assert d["total"] == 2 and all(s["archived"] is False for s in d["sessions"]), d
PY
