# Issue 30: memgrep sessions lists an OpenCode session (time, id, source,
# messages, project, title).
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
run: "$E2E_BIN" sessions -j 1
--- stdout
2026-11-29 11:38  ses_dd8  opencode     5  /tmp/memgrep-record/opencode/proj  quokkaroo plain answer
--- stderr
--- check
# projects lists its project; json names the session's file DB#ID.
"$E2E_BIN" projects -j 1 | grep -qxF '2026-11-29 11:38     1 session       5 messages  /tmp/memgrep-record/opencode/proj'
"$E2E_BIN" sessions -j 1 --format json | grep -qF '/opencode.db#ses_dd8e6ba89ffeNJSnHmffeFegfr","first":"2026-11-29T11:38:18.156Z"'
