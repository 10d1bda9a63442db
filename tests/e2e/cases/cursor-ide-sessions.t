# Issue 30, docs/reference.md §2, Cursor's IDE database: memgrep sessions
# lists each chat (its id, its time: the chat's lastUpdatedAt, else its
# createdAt; its project, none for the global database's; its title, the
# composer's name), projects counts them; json carries no resume command
# (the IDE has none) and the database's path as the session's file.
env: XDG_CONFIG_HOME=$FIX/../../recorded/cursor-built
run: "$E2E_BIN" sessions -j 1 && "$E2E_BIN" projects -j 1
--- stdout
2026-11-29 11:00  3f2e1d0  cursor     5    IDE quillowisp chat
2026-11-28 10:00  7a6b5c4  cursor     3  /tmp/memgrep-record/cursor-ide/données  Older mossglimmer chat
2026-11-29 11:00     1 session       5 messages
2026-11-28 10:00     1 session       3 messages  /tmp/memgrep-record/cursor-ide/données
--- stderr
--- check
memgrep --format json quillowisp > "$T/j"
grep -q '"resume":null' "$T/j"
grep -q '"file":"[^"]*/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876"' "$T/j"
! memgrep --resume quillowisp | grep -q "resume:"
