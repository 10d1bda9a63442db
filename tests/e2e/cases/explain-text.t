# --explain prints how the query was parsed and exits 0 without searching
# (the PATH is never read): AND groups and their alternatives, phrases,
# NOT groups, wildcards, and what each term searches (folded).
# Issue 28 point 7: it ends with the recall rule in effect (turn, the default).
args: --explain 'Auth token|"Refresh token" -oauth_v2|JWT' /no/such/path
--- stdout
query: Auth token|"Refresh token" -oauth_v2|JWT
literal terms, case-insensitive, substrings

AND group 1:
  Auth                     literal, searches "auth"
AND group 2: any one of 2 alternatives
  token                    literal, searches "token"
  "Refresh token"          phrase, searches "refresh token"
NOT group 1: a message with any of these is dropped
  oauth_v2                 literal, searches "oauth[_- ]v2", 1 wildcard
  JWT                      literal, searches "jwt"

A message matches when each of its AND groups is found in it, and no NOT group is.

Recall cutoff (turn): a recall event is a tool call that runs a memory
search: memgrep as a command, `memory search`, `memory-search` or `memory
recall`, or the memgrep skill. When its result had results, that result and
the messages after it up to the next prompt are dropped; a call that found
nothing drops nothing. Phrases in prose are no events (--recall-cutoff
phrases makes them events).
--- stderr
