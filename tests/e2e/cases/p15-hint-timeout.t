# docs/reference.md §4.5: a search cut short by --timeout that found nothing
# says to raise it (a big history and a tiny timeout make sure it is cut).
setup: python3 "$FIX/../gen-many.py" big 400 300
cwd: $T
args: --timeout 0.001 zzzqqq big
exit: 1
--- stdout
--- stderr-contains
No results found for "zzzqqq" in big.
Hint: the search was cut short: raise --timeout (now 0.001 seconds)
