# docs/reference.md §3, §9: a NOT group drops the lines that hold it (line 4,
# staging).
args: --source memory 'quince lime -staging' memory/rules/query.md
--- stdout
### memory/rules/query.md
**Line 1:** quince and lime on one line
**Line 9:** the "Quince Lime" phrase
**Line 10:** QUINCE LIME SHOUTED
**Line 11:** quinces and limestone

Found 4 matches across 1 files.
