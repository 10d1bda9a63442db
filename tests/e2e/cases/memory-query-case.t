# docs/reference.md §3, §9: -s makes matching case-sensitive.
args: --source memory -s QUINCE memory/rules/query.md
--- stdout
### memory/rules/query.md
**Line 10:** QUINCE LIME SHOUTED

Found 1 matches across 1 files.
