# docs/reference.md §1: --source gemini with no ~/.gemini/tmp: one warning,
# exit 1 (no source had anything to read).
args: --source gemini -l pelican
exit: 1
--- stdout
--- stderr
memgrep: warning: no history found: $T/home/.gemini/tmp does not exist
