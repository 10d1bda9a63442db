# --explain of a bad query is the usual error: exit 2, one line.
args: --explain -- '-only -nots'
exit: 2
--- stdout
--- stderr
memgrep: bad query "-only -nots": the query has only NOT groups: give at least one term to find
