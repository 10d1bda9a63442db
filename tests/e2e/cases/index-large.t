# docs/reference.md §12: a session file over 16 MiB gets no entry (it would
# be made in memory, beyond memgrep's 64 MiB): memgrep index leaves it out
# and says so, a search reads it as without the index and counts it in
# --stats, and what it finds is what --no-index finds. A file of 16 MiB
# exactly still gets one.
env: MEMGREP_INDEX_DIR=$T/ix
setup: python3 -c 'import json; L = lambda sid, text: json.dumps({"type": "user", "sessionId": sid, "uuid": "u-1", "timestamp": "2025-05-01T10:00:00Z", "cwd": "/x", "message": {"role": "user", "content": text}}) + "\n"; W = lambda path, sid, size: open(path, "w").write(L(sid, "an ordinary line about the parser and the cache layer") * ((size - len(L(sid, "the quokka line"))) // len(L(sid, "an ordinary line about the parser and the cache layer"))) + L(sid, "the quokka line" + " " * ((size - len(L(sid, "the quokka line"))) % len(L(sid, "an ordinary line about the parser and the cache layer"))))); W("big.jsonl", "b1b2c3d4-0000-4000-8000-000000000001", 17000000); W("edge.jsonl", "e1e2c3d4-0000-4000-8000-000000000001", 16 << 20)'
setup: mkdir big edge && mv big.jsonl big/b1b2c3d4-0000-4000-8000-000000000001.jsonl && mv edge.jsonl edge/e1e2c3d4-0000-4000-8000-000000000001.jsonl && test "$(wc -c < edge/e1e2c3d4-0000-4000-8000-000000000001.jsonl)" = 16777216
cwd: $T
run: "$E2E_BIN" index -j 1 big edge
--- stderr
--- check
grep -Eqx 'indexed 1 file [(]16[.]8 MB[)]: 0 fresh, 0 grown, 1 made; 1 file over 16 MiB left out [(]searches read it[)]; 0 entries of deleted files pruned; the index holds 1 entry, [0-9.]+ MB, in [$]T/ix' "$OUT"
memgrep --stats -c quokka big edge >"$T/ix-found" 2>"$T/stats"
grep -Eq '^  index .* files: 1 fresh, 0 grown, 0 made, 1 read directly [(]over 16 MiB[)]; blocks: [0-9]+ of [0-9]+ skipped by their filters; [0-9]+ fresh files left unopened by the filter file$' "$T/stats"
memgrep --no-index -c quokka big edge >"$T/nx-found"
test -s "$T/nx-found"
cmp "$T/ix-found" "$T/nx-found"
memgrep --format json quokka big | grep -q '"index":{"bytes":0,"fresh":0,"grown":0,"made":0,"large":1,"deferred":0,"blocks":0,"blocks_skipped":0,"unopened":0}'
test "$(memgrep -c quokka edge)" = "edge/e1e2c3d4-0000-4000-8000-000000000001.jsonl:1"
