# --file naming a file no tool call names: no result, exit 1.
args: --file src/nothing.c login codex/files/home
exit: 1
--- stdout
