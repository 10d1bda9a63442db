# Explicit PATHs with --memory: a *.md file is memory; a directory gives
# its *.md files (recursively) as memory and its *.jsonl as transcripts;
# c.txt is neither. Sessions first, then memory in path order.
args: -c --memory pear memory/explicit/one.md memory/explicit/dir
--- stdout
memory/explicit/dir/t.jsonl:1
memory/explicit/dir/a.md:1
memory/explicit/dir/sub/b.md:1
memory/explicit/one.md:1
