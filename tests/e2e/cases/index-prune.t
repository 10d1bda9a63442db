# memgrep index prunes the entries of files that are gone and the temporary
# files older than an hour (not a newer one, nor a file that is neither,
# nor hs/, the folder of compiled databases, nor dirs, the folders'
# listings);
# --stats first tells them apart: an appended file is stale, a deleted one
# orphaned. The appended file's entry then grows by its new line.
cwd: $T
setup: mkdir src && cp "$FIX"/browse/forks/*.jsonl "$FIX"/browse/titles/*.jsonl src/ && sleep 0.2
env: MEMGREP_INDEX_DIR=$T/ix
run: "$E2E_BIN" index -j 1 src; rm src/f0000001-*.jsonl; tail -n 1 src/7171e001-*.jsonl >>src/7171e001-0000-4000-8000-000000000000.jsonl; touch "$T/ix/0123.mgi.99.1.tmp" "$T/ix/notes.txt"; touch -d '2 hours ago' "$T/ix/0124.mgi.99.2.tmp"; "$E2E_BIN" index --stats | sed -n 2,7p; "$E2E_BIN" index -j 1 src; ls "$T/ix" | grep -v '^[0-9a-f]\{32\}[.]mgi$'
--- stdout
indexed 5 files (0.0 MB): 0 fresh, 0 grown, 5 made; 0 entries of deleted files pruned; the index holds 5 entries, 0.0 MB, in $T/ix
entries     5  0.0 MB
fresh       3  up to date with their files
stale       1  their files changed: remade when next read
orphaned    1  their files are gone: removed by memgrep index, or a search once a day
unreadable  0  damaged or of another version: remade when next read
temporary   2  files being written, or left by a memgrep that stopped
indexed 4 files (0.0 MB): 3 fresh, 1 grown, 0 made; 1 entry of deleted files pruned; the index holds 4 entries, 0.0 MB, in $T/ix
0123.mgi.99.1.tmp
CACHEDIR.TAG
dirs
hs
notes.txt
--- stderr
