# memgrep show without a session: exit 2, one line with the usage.
run: "$E2E_BIN" show -j 1
exit: 2
--- stdout
--- stderr
memgrep: memgrep show needs a session: its id, a prefix of it, or its file (usage: memgrep show [OPTIONS] ID|PREFIX|FILE [PATH...])
