# docs/reference.md §9, §4.5: with --full a memory line prints whole: the
# visible text, where a removed private block leaves its surrounding spaces
# (two spaces on line 6, a leading one on line 18, a trailing one on line 19).
args: --source memory --full apple memory/leaks
--- stdout
### memory/leaks/leaks.md
**Line 2:** public apple one
**Line 6:** public apple two  visible tail
**Line 13:** public apple three
**Line 18:**  stray closing tag, public apple four
**Line 19:** public apple five 

### memory/leaks/tagged.md
**Line 2:** public apple six beside a category tag

Found 6 matches across 2 files.
