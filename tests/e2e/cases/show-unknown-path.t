# memgrep show ID PATH: only PATH is looked in; c0de1111 is a session of
# codex/basic, not of codex/resume: exit 1.
run: "$E2E_BIN" show -j 1 c0de1111 codex/resume
exit: 1
--- stdout
--- stderr
memgrep: no session c0de1111 in codex/resume
