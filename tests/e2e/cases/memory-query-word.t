# docs/reference.md §3, §9: -w requires word boundaries (not "limestone").
args: --source memory -w lime memory/rules/query.md
--- stdout
### memory/rules/query.md
**Line 1:** quince and lime on one line
**Line 3:** lime alone here
**Line 4:** quince and lime but staging
**Line 9:** the "Quince Lime" phrase
**Line 10:** QUINCE LIME SHOUTED

Found 5 matches across 1 files.
