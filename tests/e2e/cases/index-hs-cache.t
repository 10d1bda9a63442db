# docs/reference.md §12: with the index on, a search keeps the Hyperscan
# databases it compiles (the query's, and the redaction's of docs/reference.md
# §4.6 when it prints a text) in the index folder's hs/ (0700, each 0600, named
# by a 32-digit hash); the same search then loads them and prints the
# same, as does a fuzzy (edit distance) and a regex search, each like a
# search without the index. With the index off (MEMGREP_INDEX=off,
# --no-index) no hs folder is made; memgrep index --clear removes it, and
# --stats counts the databases.
env: MEMGREP_INDEX_DIR=$T/ix
run: "$E2E_BIN" -j 1 'lamp|fork' browse/forks
--- stdout-contains
  user       2025-05-08 08:00  L1  Tidy the lighthouse lamp
--- stderr
--- check
n=$(ls "$T/ix/hs" | grep -c '^[0-9a-f]\{32\}[.]hsdb$')
test "$n" -ge 1 && test "$n" -le 3
test "$(ls "$T/ix/hs" | wc -l)" = "$n"
test "$(stat -c %a "$T/ix/hs")" = 700
test "$(stat -c %a "$T"/ix/hs/*.hsdb | sort -u)" = 600
memgrep 'lamp|fork' browse/forks >"$T/again"
cmp "$OUT" "$T/again"
test "$(ls "$T/ix/hs" | wc -l)" = "$n"
for q in "--fuzzy 1 lighthoose" "-e lamp|l[a-z]+house"; do
	memgrep $q browse/forks >"$T/first"
	memgrep $q browse/forks >"$T/loaded"
	memgrep --no-index $q browse/forks >"$T/files"
	test -s "$T/files"
	cmp "$T/first" "$T/files"
	cmp "$T/loaded" "$T/files"
done
test "$(ls "$T/ix/hs" | wc -l)" -gt "$n"
"$E2E_BIN" index --stats | grep -Eq '^databases +[0-9]+  [0-9.]+ MB  compiled queries'
"$E2E_BIN" index --stats --format json | grep -q "\"databases\":$(ls "$T/ix/hs" | wc -l),"
MEMGREP_INDEX=off MEMGREP_INDEX_DIR=$T/off memgrep 'lamp|fork' browse/forks >"$T/off-out"
cmp "$OUT" "$T/off-out"
MEMGREP_INDEX_DIR=$T/off memgrep --no-index 'lamp|fork' browse/forks >/dev/null
test ! -e "$T/off"
"$E2E_BIN" index --clear >/dev/null
test ! -e "$T/ix/hs"
test -d "$T/ix"
