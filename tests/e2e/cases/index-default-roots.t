# memgrep index with no PATH indexes the session files of the default roots
# of the sources on (every one whose root exists, Claude Code's and Codex's
# here, issue 28 point 5): 7 made, then with --codex (already on) the 7
# fresh; --stats finds all 7 fresh.
env: HOME=$FIX/browse/home
env: MEMGREP_INDEX_DIR=$T/ix
run: "$E2E_BIN" index -j 1; "$E2E_BIN" index -j 1 --codex; "$E2E_BIN" index --stats | sed -n 1,7p
--- stdout
indexed 7 files (0.0 MB): 0 fresh, 0 grown, 7 made; 0 entries of deleted files pruned; the index holds 7 entries, 0.0 MB, in $T/ix
indexed 7 files (0.0 MB): 7 fresh, 0 grown, 0 made; 0 entries of deleted files pruned; the index holds 7 entries, 0.0 MB, in $T/ix
folder      $T/ix
entries     7  0.0 MB
fresh       7  up to date with their files
stale       0  their files changed: remade when next read
orphaned    0  their files are gone: removed by memgrep index, or a search once a day
unreadable  0  damaged or of another version: remade when next read
temporary   0  files being written, or left by a memgrep that stopped
--- stderr
