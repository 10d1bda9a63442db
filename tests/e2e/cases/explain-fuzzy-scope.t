# --explain shows which terms --fuzzy applies to (3N+1 characters or more)
# and how --scope session reads; -s keeps the case; -e terms are regexes.
# Issue 28 point 7: each ends with the recall rule in effect.
run: memgrep --explain --fuzzy 1 --scope session -s 'Authentcation bug'; memgrep --explain -e -w 'a.b|c+'
--- stdout
query: Authentcation bug
literal terms, case-sensitive, substrings, fuzzy: edit distance 1 for terms of 4 or more characters

AND group 1:
  Authentcation            literal, searches "Authentcation", fuzzy
AND group 2:
  bug                      literal, searches "bug", exact (too short for --fuzzy)

A session matches when each of its AND groups is found in one of its messages.

Recall cutoff (turn): a recall event is a tool call that runs a memory
search: memgrep as a command, `memory search`, `memory-search` or `memory
recall`, or the memgrep skill. When its result had results, that result and
the messages after it up to the next prompt are dropped; a call that found
nothing drops nothing. Phrases in prose are no events (--recall-cutoff
phrases makes them events).
query: a.b|c+
regular expressions (Hyperscan), case-insensitive, whole words

AND group 1: any one of 2 alternatives
  a.b                      regex, compiles
  c+                       regex, compiles

A message matches when its AND group is found in it.

Recall cutoff (turn): a recall event is a tool call that runs a memory
search: memgrep as a command, `memory search`, `memory-search` or `memory
recall`, or the memgrep skill. When its result had results, that result and
the messages after it up to the next prompt are dropped; a call that found
nothing drops nothing. Phrases in prose are no events (--recall-cutoff
phrases makes them events).
--- stderr
