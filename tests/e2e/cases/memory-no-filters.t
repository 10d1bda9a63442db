# Memory lines pass no transcript filter: a 3-character line (min-length),
# a noise marker, a pasted memgrep result header and a recall phrase all stay
# results.
args: --source memory fig memory/rules/short.md
--- stdout
### memory/rules/short.md
**Line 1:** fig
**Line 2:** <system-reminder> fig noise marker
**Line 3:** [1/3] abcdef1 • fig pasted result header
**Line 4:** memory search for fig

Found 4 matches across 1 files.
