# docs/reference.md §9: a block opened and closed on one line hides only its
# own text; the rest of the line is searched and shown (snippet: whitespace
# runs folded). Tags are case-insensitive; a line that is a block only is never
# a result.
args: --source memory mango memory/rules/oneline.md
--- stdout
### memory/rules/oneline.md
**Line 1:** mango is public and so is this end
**Line 3:** two blocks: mango middle end mango

Found 2 matches across 1 files.
