# Issue 31 point 7: an explicit *.md file is markdown memory even without
# --memory (it was read as a transcript whose lines are no JSON, and
# nothing matched): the file was named.
args: -c pear memory/explicit/one.md
--- stdout-contains
memory/explicit/one.md:
--- stderr
