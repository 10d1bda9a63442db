# docs/reference.md §12: a compressed rollout through the index: made, then
# fresh, each time the output of --no-index; an indexed plain rollout
# compressed afterwards (as Codex does) takes over its plain copy's entry:
# no entry made, the same output.
setup: cp -r "$FIX/../../recorded/codex-0.171.0/.codex" "$T/codex"
env: CODEX_HOME=$T/codex
env: MEMGREP_INDEX_DIR=$T/ix
args: --source codex -c hello
--- check
strip() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d.pop("stats"); print(json.dumps(d))' "$1"; }
memgrep --source codex --format json -C 2 hello --no-index >"$T/a.json"
memgrep --source codex --format json -C 2 hello --stats 2>"$T/b.err" >"$T/b.json"
grep -q 'files: 4 fresh, 0 grown, 0 made' "$T/b.err"
test "$(strip "$T/a.json")" = "$(strip "$T/b.json")"
f=$(ls "$T"/codex/sessions/2026/11/29/*d64d*.jsonl)
zstd -q -3 --rm "$f"
memgrep --source codex --format json -C 2 hello --stats 2>"$T/c.err" >"$T/c.json"
grep -q 'files: 3 fresh, 1 grown, 0 made' "$T/c.err"
memgrep --source codex --format json -C 2 hello --no-index >"$T/d.json"
test "$(strip "$T/c.json")" = "$(strip "$T/d.json")"
grep -q 'd64d-7e52-a2ed-6d1f5e7d4fd7.jsonl.zst' "$T/c.json"
memgrep --source codex -c hello --stats 2>"$T/e.err" >/dev/null
grep -q 'files: 4 fresh, 0 grown, 0 made' "$T/e.err"
