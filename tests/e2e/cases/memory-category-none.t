# docs/reference.md §9, §5: --category with a name no tag has: nothing matches,
# exit 1.
args: --source memory --category nope plum memory/rules/category.md
exit: 1
--- stdout
--- stderr-contains
No results found for "plum"
