# docs/reference.md §5: no memory match: nothing on stdout, the no-result
# message, exit 1.
args: --source memory zzqqzz memory/json
exit: 1
--- stdout
--- stderr-contains
No results found: 1 file of memory/json, none holds "zzqqzz".
