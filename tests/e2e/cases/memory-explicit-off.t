# Without memory a directory PATH gives only its transcripts.
args: -c pear memory/explicit/dir
--- stdout
memory/explicit/dir/t.jsonl:1
