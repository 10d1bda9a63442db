# --stats: one line for the memory source on stderr (nested.md: 131 bytes,
# 9 lines, 1 match); no line for a source that is off.
args: --stats --source memory kiwi memory/rules/nested.md
--- stdout
### memory/rules/nested.md
**Line 9:** after the blocks kiwi

Found 1 matches across 1 files.
--- stderr-lacks
  source claude
--- check
grep -Eq '^  source memory 1 files, 131 bytes, 9 lines, [0-9]+ messages, 1 matches$' "$ERR" || { cat "$ERR"; exit 1; }
