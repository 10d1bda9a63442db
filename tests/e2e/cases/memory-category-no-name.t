# docs/reference.md §5: --category needs a NAME: exit 2, nothing on stdout.
args: kiwi memory/rules/nested.md --category
exit: 2
--- stdout
