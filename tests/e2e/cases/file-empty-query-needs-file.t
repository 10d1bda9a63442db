# docs/reference.md §3: without --file an empty query is still a usage error.
args: "" codex/basic
exit: 2
--- stdout
