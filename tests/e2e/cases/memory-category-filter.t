# docs/reference.md §9: --category NAME keeps the matches with a NAME tag
# within 3 lines above or below (line 5: 3 below; line 20: on the tag's line);
# line 6 (4 lines below) and `decisions-old` do not count. --category implies
# --memory: without it the .md PATH would be read as a transcript.
args: --category decisions plum memory/rules/category.md
--- stdout
### memory/rules/category.md
<!-- @category: decisions -->
**Line 3:** plum one, just below the decisions tag
**Line 5:** plum two, three lines below the tag
**Line 20:** plum six <!-- @category: decisions --> on its tag line

Found 3 matches across 1 files.
