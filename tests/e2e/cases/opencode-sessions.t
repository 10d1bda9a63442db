# Issue 30: memgrep sessions lists an OpenCode session (time, id, source,
# messages, project, title).
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
run: "$E2E_BIN" sessions -j 1
--- stdout
2026-11-29 11:38  ses_dd8  opencode     5  /tmp/memgrep-record/opencode/proj  quokkaroo plain answer
--- stderr
