# docs/reference.md §9, §5: --category with a name no tag has: nothing matches,
# exit 1; the hint names --category, which left out the 7 lines with plum
# (issue 31 point 1).
args: --source memory --category nope plum memory/rules/category.md
exit: 1
--- stdout
--- stderr-contains
No results found for "plum" in memory/rules/category.md.
Hint: try without --category (7 matching lines are left out by it)
