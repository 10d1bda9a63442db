# memgrep index --clear removes every entry and temporary file of the index
# folder, and nothing else (not the folder, not another file); of a folder
# that does not exist it removes nothing and makes none.
env: MEMGREP_INDEX_DIR=$T/ix
run: "$E2E_BIN" index -j 1 browse/forks >/dev/null; touch "$T/ix/0123.mgi.99.1.tmp" "$T/ix/notes.txt"; "$E2E_BIN" index --clear; ls "$T/ix"; "$E2E_BIN" index --clear --format json; MEMGREP_INDEX_DIR=$T/none "$E2E_BIN" index --clear; test -e "$T/none" || echo "no folder made"
--- stdout
removed 2 entries and 1 temporary file from $T/ix
CACHEDIR.TAG
notes.txt
{"folder":"$T/ix","entries":0,"temporary":0}
removed 0 entries and 0 temporary files from $T/none
no folder made
--- stderr
