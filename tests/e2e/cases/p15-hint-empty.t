# docs/reference.md §4.5: when no file was read, the hint says so.
setup: mkdir -p empty/sub && echo 'not a transcript' > empty/notes.txt
cwd: $T
args: pelican empty
exit: 1
--- stdout
--- stderr
No results found for "pelican" in empty.
Hint: no transcripts found under empty
