# Issue 30, docs/reference.md §1: OpenCode's database (recorded by
# opencode-ai 1.18.33, tests/recorded/README.md) is found at
# $XDG_DATA_HOME/opencode/opencode.db when no source is named: the user's
# prompt, the reply and the generated title (as a summary) are found;
# each session is one result, its id the session's.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
args: quokkaroo
--- stdout
[1/1] ses_dd8 • 2026-11-29 11:38 • /tmp/memgrep-record/opencode/proj • 3 matches • quokkaroo plain answer
  user       2026-11-29 11:38  L2  "Run echo hello, then say quokkaroo: données 日本語"
  assistant  2026-11-29 11:38  L7  quokkaroo answer 1
  summary    2026-11-29 11:38  L1  quokkaroo plain answer
--- stderr
