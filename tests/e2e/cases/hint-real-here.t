# Issue 31 point 1, docs/reference.md §4.5: --here from a folder that holds
# no session says at once "try without --here", with the user and
# assistant messages it left out; the tool and thinking messages with "the"
# are in those sessions too, so --tools alone would find nothing and the
# hint does not name it.
cwd: $T
run: memgrep --here the "$FIX/../../real"
exit: 1
--- stdout
--- stderr
No results found for "the" in $FIX/../../real.
Hint: try without --here (368 matching messages are in projects outside $T)
