# docs/reference.md §5: an unreadable explicit PATH (here: missing) is exit 2,
# one line on stderr naming it, nothing on stdout, even beside a good PATH.
args: retry basic nosuch/file.jsonl
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
nosuch/file.jsonl
