# Issue 30: an OpenCode tool part is kind tool (its tool's name, its
# input's scalars, its output), searched with --tools only; the resumed
# prompt is in the same session.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
args: --tools "hello|snollygoster"
--- stdout
[1/1] ses_dd8 • 2026-11-29 11:38 • /tmp/memgrep-record/opencode/proj • 5 matches • quokkaroo plain answer
  user       2026-11-29 11:38  L2   "Run echo hello, then say quokkaroo: données 日本語"
  tool       2026-11-29 11:38  L4   bash echo hello hello
  user       2026-11-29 11:38  L9   "Second prompt, resumed: snollygoster"
  tool       2026-11-29 11:38  L11  bash echo hello hello
  assistant  2026-11-29 11:38  L14  snollygoster answer 2
--- stderr
--- check
# Without --tools no tool message is found.
[ "$(memgrep -c --no-index 'echo hello hello' | tail -1)" != "" ] || true
! memgrep --format json hello | grep -q '"type":"tool"'
