# Issue 31 point 3: a search for a command's name needs `--`, and
# --explain says so of a first term that names one.
args: --explain -- sessions harbor
--- stdout-contains
  sessions                 literal, searches "sessions", a word here: first, it would be the command `memgrep sessions` (search it after --)
--- stderr
