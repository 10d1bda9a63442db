# A summary placed in the session its leafUuid names takes the time of
# that message (docs/reference.md §2), and faces the time filter then:
# "Hobnailed summary 1" lands on 6c1a71a at 02:42:53, before --since, so
# nothing is found. --stats counts it among the messages the time filter
# dropped (3: the two the scan dropped and this one, which before stop 49
# was counted on its file after its file's counts were added to the
# run's, and so lost), with the index and without it.
cwd: $FIX/../../recorded/claude-code-2.0.9/.claude/projects
run: memgrep --stats --since 2026-11-29T02:42:55Z hobnailed ./-tmp-memgrep-record-claude-old-proj 2>&1 | grep -o 'time [0-9]*,'; memgrep --no-index --stats --since 2026-11-29T02:42:55Z hobnailed ./-tmp-memgrep-record-claude-old-proj 2>&1 | grep -o 'time [0-9]*,'
--- stdout
time 3,
time 3,
--- stderr
