# docs/reference.md §12, block filters: the consolidated filter file
# .filters (0600) holds a record per entry a search wrote; a search that
# writes no entry leaves it as it is (same inode); memgrep index --stats
# counts its records; a damaged file is told once and written again by the
# next search that writes an entry (the one after is silent); one of
# another version is written again without a word; memgrep index drops the records of pruned entries; memgrep index
# --clear removes it. Two searches at once on a cold index leave a whole
# file. (Each copy is followed by a pause past the racy rule's 20 ms: an
# entry made sooner is written again, stamped anew, by the next search,
# which would change the file's inode, §12.)
setup: cp -r "$FIX/basic" "$FIX/browse" "$T/"; sleep 0.05
env: MEMGREP_INDEX_DIR=$T/ix
cwd: $T
run: memgrep -c retry basic browse >/dev/null; stat -c '%a %s' "$T/ix/.filters" | sed 's/ [0-9]*$/ SIZE/'; "$E2E_BIN" index --stats --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["filters"] == d["entries"] > 1, d["filter_bytes"] > 0)'
--- stdout
600 SIZE
True True
--- stderr
--- check
ino() { stat -c %i "$T/ix/.filters"; }
n=$("$E2E_BIN" index --stats --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["filters"])')
before=$(ino)
memgrep -c retry basic browse >/dev/null 2>"$T/err"
test "$(ino)" = "$before"
test ! -s "$T/err"
# Damaged records (the header's checksum covers the records, 120 bytes
# each after a header of 104; each record's tail after them, its filters,
# session id and BM25 counts, has its own): one warning, then written
# again, silent after.
flip() { python3 -c "import struct,sys; f=open('$T/ix/.filters','r+b'); f.seek(80); n=struct.unpack('<Q', f.read(8))[0]; o=eval(sys.argv[1]); f.seek(o); b=f.read(1); f.seek(o); f.write(bytes([b[0] ^ 0xff]))" "$1"; }
damaged() {
  memgrep -c retry basic browse >"$T/out" 2>"$T/err"
  grep -q "warning: the index's filter file .*/.filters was damaged: it is written again" "$T/err"
  test "$(wc -l < "$T/err")" = 1
  test "$(ino)" != "$before"
  memgrep -c retry basic browse >/dev/null 2>"$T/err"
  test ! -s "$T/err"
  before=$(ino)
}
grow() { f=$(ls basic/*.jsonl | head -n 1); tail -n 1 "$f" >> "$f"; sleep 0.05; }
# A record's filters (the first after the records): read by the search's
# lookup of its file, which writes the file again without it.
flip '104 + n * 120'
damaged
# A record itself: read by the next search that writes an entry (a file grew).
flip '104 + 5'
grow
damaged
# Another version: written again, silently.
python3 -c "import struct; f=open('$T/ix/.filters','r+b'); f.seek(8); f.write(struct.pack('<I', 9999))"
grow
memgrep -c retry basic browse >/dev/null 2>"$T/err"
test ! -s "$T/err"
head -c 12 "$T/ix/.filters" | tail -c 4 | od -An -tu4 | grep -qx ' *4'
# A file gone: memgrep index prunes its entry and its record.
rm -r browse
"$E2E_BIN" index -q basic >/dev/null
m=$("$E2E_BIN" index --stats --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["filters"], d["entries"])')
test "${m% *}" = "${m#* }"
test "${m% *}" -lt "$n"
"$E2E_BIN" index --clear >/dev/null
test ! -e "$T/ix/.filters"
# Two searches at once on a cold index: a whole file, no temporary file
# left, no warning after.
rm -rf "$T/ix"
cp -r "$FIX/browse" .
sleep 0.05
memgrep -c the basic browse >/dev/null 2>"$T/e1" & memgrep -c the basic browse >/dev/null 2>"$T/e2" & wait
test ! -s "$T/e1" && test ! -s "$T/e2"
test "$("$E2E_BIN" index --stats --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["filters"] > 0, d["temporary"])')" = "True 0"
memgrep -c the basic browse >/dev/null 2>"$T/err"
test ! -s "$T/err"
