# Issue 30, docs/noise-markers.md: a text part OpenCode injected
# (`synthetic: true`, here a file read in as the read tool would) is noise:
# not found, not a session's first prompt; --keep-noise finds it. A part
# without the flag whose text starts with a marker is noise too.
env: XDG_DATA_HOME=$T/data
setup: mkdir -p data/opencode && cp "$FIX/../../recorded/opencode-1.18.33/.local/share/opencode/opencode.db" data/opencode/
setup: sqlite3 data/opencode/opencode.db "INSERT INTO part (id, message_id, session_id, time_created, time_updated, data) SELECT 'prt_0synth', id, session_id, time_created, time_updated, json_object('type', 'text', 'synthetic', json('true'), 'text', 'Zanzibarish file content') FROM message WHERE json_extract(data, '$.role') = 'user' ORDER BY time_created LIMIT 1"
setup: sqlite3 data/opencode/opencode.db "INSERT INTO part (id, message_id, session_id, time_created, time_updated, data) SELECT 'prt_1marker', id, session_id, time_created, time_updated, json_object('type', 'text', 'text', 'Called the Read tool with the following input: {\"filePath\":\"zanzibarish.md\"}') FROM message WHERE json_extract(data, '$.role') = 'user' ORDER BY time_created LIMIT 1"
args: zanzibarish
exit: 1
--- stdout
--- check
[ "$(memgrep --keep-noise -c zanzibarish | tail -1)" != "" ]
memgrep --keep-noise --format json zanzibarish | grep -q '"matches":2'
"$E2E_BIN" sessions -j 1 | grep -q 'quokkaroo plain answer'
