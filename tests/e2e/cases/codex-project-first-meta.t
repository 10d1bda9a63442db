# docs/reference.md §8: the project is the cwd of the first session_meta; the resumed
# file's second session_meta (/home/dev/old-kiln) does not count.
args: --project old-kiln kiln codex/resume
exit: 1
--- stdout
