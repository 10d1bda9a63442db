# --explain shows which terms --fuzzy applies to (3N+1 characters or more)
# and how --scope session reads; -s keeps the case; -e terms are regexes.
run: memgrep --explain --fuzzy 1 --scope session -s 'Authentcation bug'; memgrep --explain -e -w 'a.b|c+'
--- stdout
query: Authentcation bug
literal terms, case-sensitive, substrings, fuzzy: edit distance 1 for terms of 4 or more characters

AND group 1:
  Authentcation            literal, searches "Authentcation", fuzzy
AND group 2:
  bug                      literal, searches "bug", exact (too short for --fuzzy)

A session matches when each of its AND groups is found in one of its messages.
query: a.b|c+
regular expressions (Hyperscan), case-insensitive, whole words

AND group 1: any one of 2 alternatives
  a.b                      regex
  c+                       regex

A message matches when its AND group is found in it.
--- stderr
