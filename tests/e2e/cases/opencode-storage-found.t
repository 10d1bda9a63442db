# Issue 30, docs/reference.md §1: OpenCode's JSON storage before its
# database (recorded by opencode-ai 1.1.65, tests/recorded/README.md) is
# found below $XDG_DATA_HOME/opencode/storage when no source is named and
# no opencode.db is there: the user's prompts and the replies; the tool
# call with --tools, the reasoning with --thinking (not without); each
# session is one result, its id the session's.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.1.65/.local/share
args: kakistocracy
--- stdout
[1/1] ses_dd8 • 2026-11-29 14:49 • /tmp/memgrep-record/opencode-json/proj • 2 matches • "Run echo hello, then say kakistocracy: données 日本語"
  user       2026-11-29 14:49  L2  "Run echo hello, then say kakistocracy: données 日本語"
  assistant  2026-11-29 14:49  L9  kakistocracy answer 1
--- stderr
--- check
memgrep -j 1 --tools 'kakistocracy description' | grep -qxF '  tool       2026-11-29 14:49  L5  bash echo hello kakistocracy description hello'
memgrep -j 1 --thinking lucubration | grep -qxF '  thinking   2026-11-29 14:49  L4  lucubration musing'
! memgrep -j 1 lucubration > /dev/null 2>&1
memgrep -j 1 borborygmus | grep -qxF '  user       2026-11-29 14:49  L11  "Second prompt, resumed: borborygmus"'
memgrep -j 1 'données 日本語' | grep -qF 'kakistocracy'
