# Issue 30, docs/reference.md §1: a VS Code Copilot Chat session (here a
# 32 MB .json, perf/gen-vscode) is rendered into its lines in bounded
# memory: its skeleton read through once in chunks, then each request
# parsed alone and its lines written to the memory file (before, the file,
# a cJSON tree of it and the rendered lines were all held: 120 MiB for this
# one). Peak RSS stays under 24 MiB, on one worker and on two; the planted
# word is found where it is (the first request's prompt, the middle one's
# reply; the last one's tool output, which a search leaves out without
# --tools), at their rendered lines.
# Memory is measured of the release build (./memgrep) when the binary
# under test is built with AddressSanitizer.
setup: d="$HOME/.config/Code/User/workspaceStorage/w1/chatSessions" && mkdir -p "$d" && "$FIX/../../../perf/gen-vscode" --out "$d/big.json" --size 32M > /dev/null
run: B=$E2E_BIN; if grep -q __asan_init "$B" && [ -x "$FIX/../../../memgrep" ]; then B=$FIX/../../../memgrep; fi; for j in 1 2; do /usr/bin/time -f %M -o "$T/rss" "$B" -j $j --no-index -c quetzal; test "$(cat "$T/rss")" -lt 24576 && echo "bounded on $j"; done; memgrep --no-index --json --tools quetzal | python3 -c 'import json,sys; print(sorted(m["line"] for s in json.load(sys.stdin)["sessions"] for m in s["messages"]))'
--- stdout
$T/home/.config/Code/User/workspaceStorage/w1/chatSessions/big.json:2
bounded on 1
$T/home/.config/Code/User/workspaceStorage/w1/chatSessions/big.json:2
bounded on 2
[3, 4848, 9690]
--- stderr
