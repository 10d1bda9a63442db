# Issue 28 point 8, docs/reference.md §1: Gemini CLI 0.61 keeps its folder in
# $GEMINI_CLI_HOME/.gemini when that variable is set (tests/recorded/README.md),
# so memgrep's Gemini root is $GEMINI_CLI_HOME/.gemini/tmp: it exists, so
# the source is on by default (HOME is an empty folder here, with no
# .claude: no warning), and the search finds the recorded session.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
args: snickerdoodle
--- stdout
[1/1] 2d9ce28 • 2026-11-29 02:43 • /tmp/memgrep-record/gemini/proj • 2 matches • Run echo hello, then say snickerdoodle
  user       2026-11-29 02:43  L3   Run echo hello, then say snickerdoodle
  assistant  2026-11-29 02:43  L10  snickerdoodle answer 1
--- stderr
