# `memgrep -- show` searches for the word "show": after `--`, a command's
# name is a term, so `memgrep -c -- sessions` and `memgrep -c -- projects`
# search too (run without the -j 1 that other cases put first, so the word
# is where a command would be, or just after it). Issue 31 point 3: without
# `--`, `memgrep -c projects` is the command projects, given -c (which it
# does not take: exit 2).
run: "$E2E_BIN" -- show browse/words; echo "exit $?"; "$E2E_BIN" -c -- sessions browse/words; echo "exit $?"; "$E2E_BIN" -c -- projects browse/words; echo "exit $?"; "$E2E_BIN" -c projects browse/words; echo "exit $?"
--- stdout
[1/1] 30d5000 • 2025-05-11 08:00 • /home/dev/words • 1 match • Please show the sessions and the projects of the harbor
  user       2025-05-11 08:00  L1  Please show the sessions and the projects of the harbor
exit 0
browse/words/30d50000-0000-4000-8000-000000000001.jsonl:1
exit 0
browse/words/30d50000-0000-4000-8000-000000000001.jsonl:1
exit 0
exit 2
--- stderr
memgrep: option '-c' does not apply to memgrep projects (try memgrep projects --help)
