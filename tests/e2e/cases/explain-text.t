# --explain prints how the query was parsed and exits 0 without searching
# (the PATH is never read): AND groups and their alternatives, phrases,
# NOT groups, wildcards, and what each term searches (folded).
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
--- stderr
