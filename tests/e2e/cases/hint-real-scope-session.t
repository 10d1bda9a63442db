# Issue 31 point 1, docs/reference.md §4.5: with --scope session a dropped
# message counts for the hint only in a session that holds every group: no
# session of the real transcripts holds "zzqqxx", so no kind is hinted
# (the tool and thinking messages with "the" would not make a match); the
# one session with "cargo" and "port" is found by --type with its kinds,
# and those of the other sessions are not counted (44 of its messages, and
# the user message that --type user kept: 45).
cwd: $FIX/../../..
run: memgrep --scope session "the zzqqxx" tests/real; memgrep --scope session --type user "cargo port" tests/real; memgrep -c --scope session --type user,assistant,tool "cargo port" tests/real
exit: 0
--- stdout
tests/real/DRMacIver__claude-reliability/python-to-rust-port.jsonl:45
--- stderr
No results found: 17 sessions in 17 files of tests/real, none holds "the zzqqxx".
No results found for "cargo port" in tests/real.
Hint: try --type user,assistant,tool (44 matching messages are of kind assistant or tool, not searched)
