# docs/reference.md §1: a walk keeps only regular files: a FIFO named *.jsonl is
# not opened (opening it would block), the regular file beside it is read.
setup: cp -r "$FIX/fifo" f && mkfifo f/pipe.jsonl
cwd: $T
args: -l heron f
--- stdout
f/f1f0f1f0-0000-4000-8000-000000000021.jsonl
