# --fuzzy is not implemented yet: rejected with a clear message naming it.
# SPEC §5: a bad option is exit 2, one line on stderr, nothing on stdout.
args: --fuzzy 1 retry basic
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
fuzzy
