# -B/-A with memory: `Line N- text` context lines around each match (an
# empty line prints `Line N-`; a line that is all private prints empty, its
# text never); context lines are no matches.
args: --source memory -B 1 -A 1 cherry memory/rules/context.md
--- stdout
### memory/rules/context.md
Line 2-
**Line 3:** cherry in the middle
Line 4-
Line 7- filler two
**Line 8:** cherry again

Found 2 matches across 1 files.
