# Issue 31 point 9: --timeout over a day is refused (exit 2), as are
# infinity and not-a-number; a day is taken.
run: memgrep --timeout 90000 retry basic; echo "exit $?"; memgrep --timeout inf retry basic; echo "exit $?"; memgrep --timeout nan retry basic; echo "exit $?"; memgrep --timeout 86400 -c retry basic; echo "exit $?"
--- stdout
exit 2
exit 2
exit 2
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2
exit 0
--- stderr
memgrep: --timeout 90000 is too large (at most 86400 seconds, a day)
memgrep: --timeout inf is too large (at most 86400 seconds, a day)
memgrep: --timeout takes a number of seconds greater than 0, not 'nan'
