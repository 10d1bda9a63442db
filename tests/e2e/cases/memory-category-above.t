# docs/reference.md §9: the category window reaches 3 lines above a tag too
# (line 10, tag on line 13); jsonl carries the category of each line.
args: --format jsonl --category bugs plum memory/rules/category.md
--- stdout
{"source":"memory","file":"memory/rules/category.md","line":10,"text":"plum four, three lines above the bugs tag","snippet":"plum four, three lines above the bugs tag","category":"bugs"}
{"source":"memory","file":"memory/rules/category.md","line":14,"text":"plum five, below the bugs tag","snippet":"plum five, below the bugs tag","category":"bugs"}
