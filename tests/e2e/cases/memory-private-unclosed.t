# docs/reference.md §9: a block never closed is private to the end of the file;
# so is an opening tag whose `>` never comes (unclosed-tag.md, line 2).
args: --source memory papaya memory/rules/unclosed.md memory/rules/unclosed-tag.md
--- stdout
### memory/rules/unclosed-tag.md
**Line 1:** papaya visible before the tag
**Line 2:** papaya visible too

### memory/rules/unclosed.md
**Line 1:** papaya before the block

Found 3 matches across 2 files.
