# docs/reference.md §4.5, issue 31 point 9: an offset past the end is no
# result (exit 1), and says so: "offset 5 is past the last of 1 session",
# not "No results found" with a hint; sessions says the same of its list.
run: memgrep --offset 5 retry basic; echo "exit $?"; memgrep --flat --offset 5 retry basic; echo "exit $?"; memgrep sessions --offset 30 browse; echo "exit $?"; memgrep -n 99999999999 retry basic; echo "exit $?"
--- stdout
exit 1
exit 1
exit 1
exit 2
--- stderr
memgrep: offset 5 is past the last of 1 session
memgrep: offset 5 is past the last of 2 messages
memgrep: offset 30 is past the last of 14 sessions
memgrep: -n/--sessions: 99999999999 is too large (at most 999999999)
