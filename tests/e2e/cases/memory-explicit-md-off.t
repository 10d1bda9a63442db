# Without memory an explicit *.md file is a transcript (any name): its
# lines are no JSON, so nothing matches.
args: -c pear memory/explicit/one.md
exit: 1
--- stdout
