# docs/reference.md §5: status 0 when results are printed, nothing on stderr.
args: -l retry basic
exit: 0
--- stdout
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl
--- stderr
