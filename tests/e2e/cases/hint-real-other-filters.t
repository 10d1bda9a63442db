# Issue 31 point 1, docs/reference.md §4.5: a hint names a filter only for
# the matches that filter alone dropped, counted where each filter drops
# (session filters included). On the real transcripts: --project that
# holds no session names --project (the 368 user and assistant messages
# with "the"), not --tools --thinking (938 tool and thinking ones, all in
# the other projects too); "cargo" in its assistant and tool messages names
# --type; with a --project where they are not, no one change finds them,
# and the message says which filters left each out, with no hint.
cwd: $FIX/../../..
run: memgrep --project NoSuchProject the tests/real; memgrep --type user cargo tests/real; memgrep --project CpolarAutoUpdater --type user cargo tests/real
exit: 1
--- stdout
--- stderr
No results found for "the" in tests/real.
Hint: try another --project (368 matching messages are in other projects; memgrep projects lists them)
No results found for "cargo" in tests/real.
Hint: try --type user,assistant,tool (23 matching messages are of kind assistant or tool, not searched)
No results found: 17 sessions in 17 files of tests/real; the 25 messages that hold "cargo" are each left out by two or more of --keep-noise, --min-length, --type, --project.
