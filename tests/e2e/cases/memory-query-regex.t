# docs/reference.md §3, §9: -e terms are regular expressions applied to each
# line on its own, so `$` anchors at the end of a memory line.
args: --source memory -e 'here$' memory/rules/query.md
--- stdout
### memory/rules/query.md
**Line 2:** quince alone here
**Line 3:** lime alone here

Found 2 matches across 1 files.
