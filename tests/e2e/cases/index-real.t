# memgrep index over the real transcripts (tests/real): every session file
# gets an entry (made), a second run finds them all fresh, --stats (json)
# says so, and a search through the index reads every file through a fresh
# entry and prints what a search of the files prints.
env: MEMGREP_INDEX_DIR=$T/ix
run: "$E2E_BIN" index -j 1 ../../real; "$E2E_BIN" index -j 1 ../../real; "$E2E_BIN" index --stats --format json
--- stderr
--- check
n=$(find ../../real -name '*.jsonl' | wc -l)
test "$n" -gt 10
summary="[(][0-9.]+ MB[)]: %s; 0 entries of deleted files pruned; the index holds $n entries, [0-9.]+ MB, in [\$]T/ix\$"
sed -n 1p "$OUT" | grep -Eqx "indexed $n files $(printf "$summary" "0 fresh, 0 grown, $n made")"
sed -n 2p "$OUT" | grep -Eqx "indexed $n files $(printf "$summary" "$n fresh, 0 grown, 0 made")"
sed -n 3p "$OUT" | grep -Eq "^[{]\"folder\":\"[\$]T/ix\",\"exists\":true,\"entries\":$n,\"bytes\":[0-9]+,\"fresh\":$n,\"stale\":0,\"orphaned\":0,\"unreadable\":0,\"temporary\":0,"
MEMGREP_INDEX=on memgrep --stats --format jsonl hook ../../real >"$T/indexed" 2>"$T/stats"
grep -Eq "^  index .* files: $n fresh, 0 grown, 0 made, 0 read directly [(]over 16 MiB[)]; blocks: [0-9]+ of [0-9]+ skipped by their filters; [0-9]+ fresh files left unopened by the filter file\$" "$T/stats"
memgrep --no-index --format jsonl hook ../../real >"$T/files"
test -s "$T/files"
cmp "$T/indexed" "$T/files"
