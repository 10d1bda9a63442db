# Issue 30: the Cline CLI's run_commands calls and their results are kind
# tool (--tools): the call's name and command, the result's `result` (not
# its `query`, which repeats the command); without --tools, not searched.
env: CLINE_DIR=$FIX/../../recorded/cline-3.0.65/.cline
args: --tools "widdershins|cattywampus"
--- stdout
[1/1] 1795954 • 2026-11-29 12:17 • /tmp/memgrep-record/cline/proj • 4 matches • Run a command about quodlibetal données, then answer
  tool       2026-11-29 12:17  msg_J7KnaycL  run_commands echo 日本語 widdershins
  tool       2026-11-29 12:17  msg_4OeTa0tB  日本語 widdershins
  tool       2026-11-29 12:17  msg_HAvUTbNJ  run_commands echo cattywampus
  tool       2026-11-29 12:17  msg_4qGqW7q7  cattywampus
--- stderr
--- check
if memgrep widdershins; then exit 1; fi
