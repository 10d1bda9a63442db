# docs/reference.md §3, §9: a quoted phrase needs its words side by side.
args: --source memory '"quince lime"' memory/rules/query.md
--- stdout
### memory/rules/query.md
**Line 9:** the "Quince Lime" phrase
**Line 10:** QUINCE LIME SHOUTED

Found 2 matches across 1 files.
