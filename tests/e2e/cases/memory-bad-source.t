# docs/reference.md §5: an unknown source name is a usage error, exit 2.
args: --source memory,bogus kiwi memory/rules/nested.md
exit: 2
--- stdout
--- stderr-contains
bogus
