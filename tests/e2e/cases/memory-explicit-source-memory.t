# --source memory with a directory PATH: only its *.md files.
args: -c --source memory pear memory/explicit/dir
--- stdout
memory/explicit/dir/a.md:1
memory/explicit/dir/sub/b.md:1
