# docs/reference.md §4.5, §5: no result: nothing on stdout, exit 1, on stderr
# `No results found for "QUERY" in SCOPE.` (SCOPE: the PATHs joined by ", ")
# and one hint.
args: zzzqqq basic context
exit: 1
stderr-lines: 2
--- stdout
--- stderr-contains
No results found for "zzzqqq" in basic, context.
--- check
sed -n 2p "$ERR" | grep -Eq -- '--since|--until|--keep-noise|--tools|group' || { echo "second line is no hint:"; cat "$ERR"; exit 1; }
