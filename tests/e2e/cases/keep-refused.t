# docs/reference.md §12, keeping: what is refused (exit 2, one line each,
# nothing made): MEMGREP_KEEP other than on or off, for a search, a
# listing and memgrep index; --keep with --no-keep; --keep or --no-keep
# with --stats, --clear or --forget; --forget with --stats or a PATH;
# --older-than without --forget, or with a value that is no time.
env: MEMGREP_INDEX_DIR=$T/ix
run: MEMGREP_KEEP=maybe memgrep lamp browse/forks; echo "exit $?"; MEMGREP_KEEP=1 "$E2E_BIN" sessions browse/forks; echo "exit $?"; MEMGREP_KEEP=yes "$E2E_BIN" index browse/forks; echo "exit $?"; for a in "--keep --no-keep" "--keep --stats" "--no-keep --clear" "--keep --forget" "--forget --stats" "--forget browse" "--older-than 7d" "--forget --older-than soon"; do "$E2E_BIN" index $a; echo "exit $?"; done; test -e "$T/ix" || echo "no folder made"
--- stdout
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
no folder made
--- stderr
memgrep: MEMGREP_KEEP is 'maybe': it takes on or off
memgrep: MEMGREP_KEEP is '1': it takes on or off
memgrep: MEMGREP_KEEP is 'yes': it takes on or off
memgrep: --keep and --no-keep: one turns keeping on, the other off (leave out one of them)
memgrep: --keep and --stats: keeping is turned on or off by a build of the index (leave out one of them)
memgrep: --no-keep and --clear: keeping is turned on or off by a build of the index (leave out one of them)
memgrep: --keep and --forget: keeping is turned on or off by a build of the index (leave out one of them)
memgrep: --stats and --forget: each does one thing instead of building (leave out one of them)
memgrep: memgrep index --forget is about the whole index: it takes no PATH
memgrep: --older-than says which kept sessions --forget drops: add --forget
memgrep: --older-than: 'soon' is not a date (YYYY-MM-DD), a date-time, an age (30m, 12h, 7d, 2w, 6mo, 1y), today or yesterday
