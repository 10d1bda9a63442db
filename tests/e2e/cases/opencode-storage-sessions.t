# Issue 30: memgrep sessions and projects list a session of OpenCode's
# JSON storage (time, id, source, messages, project, title: its first
# prompt, as the title it kept is the default "New session - …"); json
# names its file FILE#ID (the session's file below storage/session).
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.1.65/.local/share
run: "$E2E_BIN" sessions -j 1
--- stdout
2026-11-29 14:49  ses_dd8  opencode     4  /tmp/memgrep-record/opencode-json/proj  "Run echo hello, then say kakistocracy: données 日本語"
--- stderr
--- check
"$E2E_BIN" projects -j 1 | grep -qxF '2026-11-29 14:49     1 session       4 messages  /tmp/memgrep-record/opencode-json/proj'
"$E2E_BIN" sessions -j 1 --format json | grep -qF '/opencode/storage/session/global/ses_dd837ca26ffe3z9dMsIzAkCOFE.json#ses_dd837ca26ffe3z9dMsIzAkCOFE","first":"2026-11-29T14:49:22.223Z","last":"2026-11-29T14:49:36.638Z","messages":4'
