# docs/reference.md §10: info, error and warning messages are not searched,
# whatever the options.
args: --tools --thinking --keep-noise --min-length 0 heron gemini
exit: 1
--- stdout
--- stderr
No results found: 5 sessions in 6 files of gemini, none holds "heron".
