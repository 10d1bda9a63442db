# docs/reference.md §4.5: in a snippet whitespace runs fold to one space and
# the ends are trimmed.
args: fold snippet/fold.jsonl
--- stdout
[1/1] f01df01 • 2025-03-03 11:00 • /home/dev/app • 1 match • fold these
  user       2025-03-03 11:00  L1  fold these whitespace runs please
