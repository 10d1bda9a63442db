# Issue 15 point 2: --explain shows a leading `--` as a term and `-word` as a
# NOT group.
args: --explain 'invalid option --no-lock -lock'
--- stdout
query: invalid option --no-lock -lock
literal terms, case-insensitive, substrings

AND group 1:
  invalid                  literal, searches "invalid"
AND group 2:
  option                   literal, searches "option"
AND group 3:
  --no-lock                literal, searches "--no-lock", a term: a leading -- is not NOT
NOT group 1: a message with any of these is dropped
  lock                     literal, searches "lock"

A message matches when each of its AND groups is found in it, and no NOT group is.
--- stderr
