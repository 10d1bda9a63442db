# Searches prune the index once a day (docs/reference.md §12): a search
# that used the index, once its output is written, removes the entries of
# files that are gone when the folder's .pruned is over a day old (or
# missing), and stamps it. Within the day a deleted file's entry stays
# (orphaned) whatever the searches; memgrep index stamps .pruned too.
cwd: $T
setup: mkdir src && cp "$FIX"/browse/forks/*.jsonl "$FIX"/browse/titles/*.jsonl src/ && sleep 0.2
env: MEMGREP_INDEX_DIR=$T/ix
run: "$E2E_BIN" -c -n 1 fork src >/dev/null 2>&1; test -f "$T/ix/.pruned" && echo stamped; rm src/f0000001-*.jsonl; "$E2E_BIN" -c -n 1 fork src >/dev/null 2>&1; "$E2E_BIN" index --stats | grep '^orphaned'; touch -d '25 hours ago' "$T/ix/.pruned"; "$E2E_BIN" -c -n 1 fork src >/dev/null 2>&1; "$E2E_BIN" index --stats | grep '^orphaned'; test "$(find "$T/ix/.pruned" -mmin -5)" && echo restamped; touch -d '25 hours ago' "$T/ix/.pruned"; "$E2E_BIN" index -j 1 src >/dev/null; test "$(find "$T/ix/.pruned" -mmin -5)" && echo index-stamped
--- stdout
stamped
orphaned    1  their files are gone: removed by memgrep index, or a search once a day
orphaned    0  their files are gone: removed by memgrep index, or a search once a day
restamped
index-stamped
--- stderr
