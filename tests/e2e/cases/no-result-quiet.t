# docs/reference.md §4.5: -q silences the no-result message; the status stays 1.
args: -q zzzqqq basic
exit: 1
--- stdout
--- stderr
