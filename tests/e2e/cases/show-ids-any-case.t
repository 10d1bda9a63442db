# Issue 31 point 5: ids and prefixes match in any case (show's id, its
# --around uuid, --exclude-session), and --around takes a prefix of one
# message's uuid: 5C418A30 is the resumed prompt's; A- starts the uuids
# of the eight messages a-1 to a-8 of session 5e55a (exit 2, say so).
run: R=$FIX/../../recorded/claude-code-2.1.197; memgrep --no-pager show C3027E7A --around 5C418A30 -C 0 "$R" | tail -2; memgrep --no-pager show 5E55A --around A- "$FIX/browse/home/.claude/projects"; echo "exit $?"; memgrep -c --exclude-session C3027E7A marzipanic "$R/.claude/projects/-tmp-memgrep-record-claude-resume/c3027e7a-36bb-4601-b9fb-0745c0e390c6.jsonl"; echo "exit $?"
--- stdout
2026-11-29 02:42  user  ◀
    Resumed: say marzipanic again, halyard
exit 2
exit 1
--- stderr-contains
memgrep: --around A- is ambiguous: it starts the uuids of
