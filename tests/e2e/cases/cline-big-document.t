# Issue 30, docs/reference.md §1: a document rewritten whole (here a 32 MB
# Cline CLI session, perf/gen-cline) is read in bounded memory: in chunks,
# one message at a time, never whole (before, the file and a cJSON tree of
# it were held: 85 MB and more for this one). Peak RSS stays under 24 MiB,
# on one worker and on two; the planted word is found where it is (the
# first message and one in the middle; the last one is a tool result,
# which a search leaves out without --tools), at their lines. Memory is
# measured of the release build (./memgrep) when the binary under test is
# built with AddressSanitizer, whose shadow and quarantine are not ours.
setup: mkdir -p "$HOME/.cline/data/sessions/big" && "$FIX/../../../perf/gen-cline" --out "$HOME/.cline/data/sessions/big/big.messages.json" --size 32M > /dev/null
run: B=$E2E_BIN; if grep -q __asan_init "$B" && [ -x "$FIX/../../../memgrep" ]; then B=$FIX/../../../memgrep; fi; for j in 1 2; do /usr/bin/time -f %M -o "$T/rss" "$B" -j $j --no-index -c quetzal; test "$(cat "$T/rss")" -lt 24576 && echo "bounded on $j"; done; memgrep --no-index --json --tools quetzal | python3 -c 'import json,sys; print(sorted(m["line"] for s in json.load(sys.stdin)["sessions"] for m in s["messages"]))'
--- stdout
$T/home/.cline/data/sessions/big/big.messages.json:2
bounded on 1
$T/home/.cline/data/sessions/big/big.messages.json:2
bounded on 2
[13, 126246, 252452]
--- stderr
