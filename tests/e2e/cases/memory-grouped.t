# docs/reference.md §9: results grouped by file, files in byte order of their
# paths (A.md < a.md < a/z.md < c.md), an empty line between files, then an
# empty line and the total; b.md (no match) and skip.txt (not *.md) print
# nothing.
args: --source memory lemon memory/order
--- stdout
### memory/order/A.md
**Line 1:** lemon capital A

### memory/order/a.md
**Line 1:** lemon small a

### memory/order/a/z.md
**Line 1:** lemon inside a folder
**Line 3:** lemon twice in z

### memory/order/c.md
**Line 1:** lemon in c

Found 5 matches across 4 files.
