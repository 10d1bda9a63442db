# Issue 15 point 11, docs/reference.md §5: an unknown option names the nearest
# real one of the command (by edit distance), else points to --help.
run: memgrep --sesions 3 retry basic; memgrep --bogus retry basic; "$E2E_BIN" sessions --ofset 2; "$E2E_BIN" sessions --scoep message; memgrep --ful=1 retry basic; echo "exit $?"
--- stdout
exit 2
--- stderr
memgrep: unknown option '--sesions' (did you mean --sessions?)
memgrep: unknown option '--bogus' (try --help)
memgrep: unknown option '--ofset' (did you mean --offset?)
memgrep: unknown option '--scoep' (try memgrep sessions --help)
memgrep: unknown option '--ful' (did you mean --full?)
