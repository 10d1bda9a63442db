# docs/reference.md §9: `private: false`, or `private: true` on line 6 (past
# the first 5 lines), does not make a file private; the four private files of
# the same folder print nothing.
args: --source memory guava memory/rules/front
--- stdout
### memory/rules/front/c-false.md
**Line 4:** guava in a public file, the flag is false

### memory/rules/front/d-line6.md
**Line 8:** guava in a public file, the flag is on line 6

Found 2 matches across 2 files.
