# Issue 30, docs/reference.md §1, Cursor's IDE database: a chat's
# freshness key (its bubbles' count and length, its update time) changes
# when a bubble is added: the next search, through the index too, finds
# the new message, and sessions counts it.
setup: mkdir cfg && cp -r "$FIX/../../recorded/cursor-built/Cursor" cfg/
env: XDG_CONFIG_HOME=$T/cfg
run: "$E2E_BIN" index -q >/dev/null 2>&1; "$E2E_BIN" -j 1 -c larchwhistle; python3 -c "import json, sqlite3; d = sqlite3.connect('$T/cfg/Cursor/User/globalStorage/state.vscdb'); k = 'composerData:3f2e1d0c-b9a8-4765-8432-10fedcba9876'; c = json.loads(d.execute('SELECT value FROM cursorDiskKV WHERE key = ?', (k,)).fetchone()[0]); c['fullConversationHeadersOnly'].append({'bubbleId': 'b6', 'type': 1}); d.execute('UPDATE cursorDiskKV SET value = ? WHERE key = ?', (json.dumps(c), k)); d.execute('INSERT INTO cursorDiskKV VALUES (?, ?)', (k.replace('composerData', 'bubbleId') + ':b6', json.dumps({'type': 1, 'bubbleId': 'b6', 'text': 'a third larchwhistle prompt', 'createdAt': '2026-11-29T12:00:00Z'}))); d.commit()"; "$E2E_BIN" -j 1 larchwhistle; "$E2E_BIN" sessions -j 1
--- stdout
[1/1] 3f2e1d0 • 2026-11-29 12:00 •  • 1 match • IDE quillowisp chat
  user       2026-11-29 12:00  L7  a third larchwhistle prompt
2026-11-29 12:00  3f2e1d0  cursor     6    IDE quillowisp chat
2026-11-28 10:00  7a6b5c4  cursor     3  /tmp/memgrep-record/cursor-ide/données  Older mossglimmer chat
