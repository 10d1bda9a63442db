# docs/reference.md §5: an explicit PATH memgrep cannot read is exit 2 and one
# line. A FIFO is refused without being opened (opening one with no writer
# blocks).
setup: mkfifo pipe.jsonl
cwd: $T
args: heron pipe.jsonl
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
memgrep: cannot read pipe.jsonl: not a regular file
