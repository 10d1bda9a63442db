# The index folder: $MEMGREP_INDEX_DIR, else $XDG_CACHE_HOME/memgrep, else
# ~/.cache/memgrep; made private (0700), each entry 0600.
run: unset MEMGREP_INDEX_DIR XDG_CACHE_HOME; "$E2E_BIN" index -j 1 browse/forks; XDG_CACHE_HOME=$T/xdg "$E2E_BIN" index -j 1 browse/forks; MEMGREP_INDEX_DIR=$T/ix XDG_CACHE_HOME=$T/xdg "$E2E_BIN" index -j 1 browse/forks; stat -c %a "$T/home/.cache/memgrep" "$T/xdg/memgrep" "$T/ix"; stat -c %a "$T"/ix/*.mgi | sort -u
--- stdout
indexed 2 files (0.0 MB): 0 fresh, 0 grown, 2 made; 0 entries of deleted files pruned; the index holds 2 entries, 0.0 MB, in $T/home/.cache/memgrep
indexed 2 files (0.0 MB): 0 fresh, 0 grown, 2 made; 0 entries of deleted files pruned; the index holds 2 entries, 0.0 MB, in $T/xdg/memgrep
indexed 2 files (0.0 MB): 0 fresh, 0 grown, 2 made; 0 entries of deleted files pruned; the index holds 2 entries, 0.0 MB, in $T/ix
700
700
700
600
--- stderr
