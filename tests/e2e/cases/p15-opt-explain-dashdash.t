# Issue 15 point 2: --explain shows a leading `--` as a term and `-word` as a
# NOT group.
# Issue 28 point 7: it ends with the recall rule in effect.
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

Recall cutoff (turn): a recall event is a tool call that runs a memory
search: memgrep as a command, `memory search`, `memory-search` or `memory
recall`, or the memgrep skill. When its result had results, that result and
the messages after it up to the next prompt are dropped; a call that found
nothing drops nothing. Phrases in prose are no events (--recall-cutoff
phrases makes them events).
--- stderr
