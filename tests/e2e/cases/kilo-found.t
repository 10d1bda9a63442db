# Issue 30, docs/reference.md §1: Kilo's database (recorded by
# @kilocode/cli 7.7.7) at $XDG_DATA_HOME/kilo/kilo.db: its session is
# found, listed and shown with "kilo --session ID"; its default title
# ("New session - <time>") is no title: the first prompt stands for it.
env: XDG_DATA_HOME=$FIX/../../recorded/kilo-7.7.7/.local/share
args: "bumfuzzle|taradiddle"
--- stdout
[1/1] ses_dd8 • 2026-11-29 11:40 • /tmp/memgrep-record/kilo/proj • 4 matches • "Run echo hello, then say bumfuzzle: données 日本語"
  user       2026-11-29 11:39  L2   "Run echo hello, then say bumfuzzle: données 日本語"
  assistant  2026-11-29 11:39  L7   bumfuzzle answer 1
  user       2026-11-29 11:40  L9   "Second prompt, resumed: taradiddle"
  assistant  2026-11-29 11:40  L14  taradiddle answer 2
--- stderr
--- check
"$E2E_BIN" sessions -j 1 | grep -qxF '2026-11-29 11:40  ses_dd8  kilo       4  /tmp/memgrep-record/kilo/proj  "Run echo hello, then say bumfuzzle: données 日本語"'
"$E2E_BIN" show -j 1 ses_dd8e5f188ffeCWS2Z0S15OCe2N | grep -qxF "resume:   cd '/tmp/memgrep-record/kilo/proj' && kilo --session ses_dd8e5f188ffeCWS2Z0S15OCe2N"
[ "$(memgrep -j 1 --kilo -l bumfuzzle)" = "$(memgrep -j 1 --source kilo -l bumfuzzle)" ]
! memgrep -j 1 --source opencode -l bumfuzzle 2>/dev/null
! memgrep -j 1 -l 'New session' 2>/dev/null
# show by a prefix that starts both recorded sessions (OpenCode's and
# Kilo's ids share it): ambiguous, both named; a longer one shows Kilo's.
R=$FIX/../../recorded
! "$E2E_BIN" show -j 1 ses_dd8e "$R/opencode-1.18.33" "$R/kilo-7.7.7" 2> "$T/amb"
grep -q '^  ses_dd8e5f188ffeCWS2Z0S15OCe2N  kilo ' "$T/amb"
grep -q '^  ses_dd8e6ba89ffeNJSnHmffeFegfr  opencode ' "$T/amb"
"$E2E_BIN" show -j 1 ses_dd8e5 "$R/opencode-1.18.33" "$R/kilo-7.7.7" | grep -qx 'source:   kilo'
