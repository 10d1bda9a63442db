# With MEMGREP_INDEX=off, memgrep index --stats and --clear still look at
# the folder (only building is refused); a search then reads no index.
env: MEMGREP_INDEX_DIR=$T/ix
run: "$E2E_BIN" index -j 1 browse/forks >/dev/null; MEMGREP_INDEX=off "$E2E_BIN" index --stats | sed -n 2,3p; MEMGREP_INDEX=off "$E2E_BIN" --stats -j 1 lamp browse/forks 2>&1 >/dev/null | grep -c '^  index' ; MEMGREP_INDEX=off "$E2E_BIN" index --clear
--- stdout
entries     2  0.0 MB
fresh       2  up to date with their files
0
removed 2 entries and 0 temporary files from $T/ix
