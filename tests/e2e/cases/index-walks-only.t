# Issue 30: `memgrep index` warns "no history found" of a source only when
# none of its folders exists, its root nor a folder its walks name, as a
# search does (pipeline/search/scope.c). Cline's tasks in VS Code's
# globalStorage alone (~/.cline/data missing): no warning, with Cline on by
# default and with --cline; an empty home still warns of --cline's root.
env: HOME=$FIX/../../recorded/cline-vscode-3.85.0
env: MEMGREP_INDEX_DIR=$T/ix
run: "$E2E_BIN" index -j 1 --cline; "$E2E_BIN" index -j 1
--- stdout
indexed 2 files (0.0 MB): 0 fresh, 0 grown, 2 made; 0 entries of deleted files pruned; the index holds 2 entries, 0.0 MB, in $T/ix
indexed 2 files (0.0 MB): 2 fresh, 0 grown, 0 made; 0 entries of deleted files pruned; the index holds 2 entries, 0.0 MB, in $T/ix
--- stderr
--- check
mkdir -p "$T/empty"
HOME="$T/empty" "$E2E_BIN" index -j 1 --cline 2>"$T/err" >/dev/null
grep -qx "memgrep: warning: no history found: $T/empty/.cline/data does not exist" "$T/err"
# A search says the same of both homes.
HOME="$T/empty" "$E2E_BIN" -j 1 --cline zzqq 2>&1 | grep -q "no history found: $T/empty/.cline/data does not exist"
if "$E2E_BIN" -j 1 --cline zzqq 2>&1 | grep -q "no history found"; then exit 1; fi
