# An offset past the end: nothing printed, exit 1.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude,codex --offset 9
exit: 1
--- stdout
