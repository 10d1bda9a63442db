# docs/reference.md §9: private blocks nest: text is visible only outside every
# block, so "back at level one" (after the inner block closed) stays private.
args: --source memory kiwi memory/rules/nested.md
--- stdout
### memory/rules/nested.md
**Line 9:** after the blocks kiwi

Found 1 matches across 1 files.
