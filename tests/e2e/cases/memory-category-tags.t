# docs/reference.md §9: without --category every match prints; the tag line
# `<!-- @category: NAME -->` comes before a printed line whose category (the
# tag within 3 lines) differs from the last one printed; line 6 is 4 lines
# from any tag and has none; a tag on the match's own line counts.
args: --source memory plum memory/rules/category.md
--- stdout
### memory/rules/category.md
<!-- @category: decisions -->
**Line 3:** plum one, just below the decisions tag
**Line 5:** plum two, three lines below the tag
**Line 6:** plum three, four lines below the tag
<!-- @category: bugs -->
**Line 10:** plum four, three lines above the bugs tag
**Line 14:** plum five, below the bugs tag
<!-- @category: decisions -->
**Line 20:** plum six <!-- @category: decisions --> on its tag line
<!-- @category: decisions-old -->
**Line 26:** plum seven, below a decisions-old tag

Found 7 matches across 1 files.
