# docs/reference.md §1: a rollout Codex compressed (rollout-*.jsonl.zst,
# made by Codex CLI 0.171.0's own compressor) is searched as what it
# decompresses to: the same json as its copy decompressed by zstd -d, but
# for the file's name and the short id (the shortest prefix no other session
# read starts with: the other rollouts of the Codex home share 01a2252e-d).
setup: cp -r "$FIX/../../recorded/codex-0.171.0/.codex" "$T/codex"
setup: mkdir "$T/plain" && zstd -q -d "$T"/codex/sessions/2026/11/29/*.jsonl.zst -o "$T/plain/rollout-x.jsonl"
env: CODEX_HOME=$T/codex
args: --source codex --format json --no-index zymurgic
--- check
grep -q '"total":1' "$OUT"
memgrep --format json --no-index zymurgic "$T/plain" >"$T/plain.json"
strip() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d.pop("stats")
for s in d["sessions"]:
    s.pop("file"); s.pop("short_id")
    for m in s["messages"]: m.pop("file")
print(json.dumps(d))' "$1"; }
test "$(strip "$OUT")" = "$(strip "$T/plain.json")"
grep -q 'db7d-7ae2-bc13-99b69afe21e3.jsonl.zst' "$OUT"
