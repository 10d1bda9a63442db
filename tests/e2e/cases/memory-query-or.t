# docs/reference.md §3, §9: `|` separates alternatives of one group.
args: --source memory 'staging|glued' memory/rules/query.md
--- stdout
### memory/rules/query.md
**Line 4:** quince and lime but staging
**Line 8:** resetwindows glued together

Found 2 matches across 1 files.
