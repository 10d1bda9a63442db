# Control: the same query without --tools finds nothing (it is only in a
# function_call).
args: 'say_\"hi\"' codex/unicode
exit: 1
--- stdout
