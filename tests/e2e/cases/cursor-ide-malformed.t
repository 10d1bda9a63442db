# Issue 30, docs/reference.md §1, Cursor's IDE database: a composer whose
# value is not JSON is no session; a bubble whose value is not JSON is a
# malformed line of its chat (skipped, with the warning every malformed
# line gets), the rest of the chat read.
setup: mkdir cfg && cp -r "$FIX/../../recorded/cursor-built/Cursor" cfg/
setup: python3 -c "import sqlite3; d = sqlite3.connect('cfg/Cursor/User/globalStorage/state.vscdb'); d.execute(\"INSERT INTO cursorDiskKV VALUES ('composerData:bad', 'not json')\"); d.execute(\"UPDATE cursorDiskKV SET value = '{broken' WHERE key LIKE 'bubbleId:%:b3'\"); d.commit()"
env: XDG_CONFIG_HOME=$T/cfg
args: quillowisp
--- stdout
[1/1] 3f2e1d0 • 2026-11-29 11:00 •  • 2 matches • IDE quillowisp chat
  user       2026-11-29 10:00  L2  Run echo hello, then say quillowisp about les données
  summary    2026-11-29 11:00  L1  IDE quillowisp chat
--- stderr
memgrep: warning: skipped 1 malformed line of the 9 lines decoded (the first: $T/cfg/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876:4)
--- check
[ "$("$E2E_BIN" sessions -j 1 2>/dev/null | wc -l)" = 2 ]
