# docs/reference.md §3, §9: AND groups are met by one line: "quince" on line 2
# and "lime" on line 3 do not make a match; matching is case-insensitive
# substring.
args: --source memory 'quince lime' memory/rules/query.md
--- stdout
### memory/rules/query.md
**Line 1:** quince and lime on one line
**Line 4:** quince and lime but staging
**Line 9:** the "Quince Lime" phrase
**Line 10:** QUINCE LIME SHOUTED
**Line 11:** quinces and limestone

Found 5 matches across 1 files.
