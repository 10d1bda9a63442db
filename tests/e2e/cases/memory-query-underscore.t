# docs/reference.md §3, §9: `_` matches `_`, `-` or one whitespace character,
# not nothing.
args: --source memory reset_windows memory/rules/query.md
--- stdout
### memory/rules/query.md
**Line 5:** reset_windows with an underscore
**Line 6:** reset-windows with a dash
**Line 7:** reset windows with a space

Found 3 matches across 1 files.
