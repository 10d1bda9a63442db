# Issue 30, docs/reference.md §1, Cursor's IDE database (built by
# tests/recorded/cursor-built/make-ide-db.py): with Cursor's user folder
# there ($XDG_CONFIG_HOME/Cursor/User), its chats are searched by default,
# each composer a session DB#ID of the database that holds it: the global
# database's (bubble rows in fullConversationHeadersOnly's order, each with
# its time; the title, the composer's name, as a summary at the chat's
# update time; no project) and a workspace's (an older chat, its messages
# inline, at the chat's time; the project its workspace.json's folder,
# the URI decoded). The same with --source cursor, with --cursor, through
# --partial and merge and after memgrep index; --source claude leaves them
# out.
env: XDG_CONFIG_HOME=$FIX/../../recorded/cursor-built
args: --format tsv "quillowisp|mossglimmer|fennelwick"
--- stdout
3f2e1d0c-b9a8-4765-8432-10fedcba9876	2026-11-29T10:00:00.000Z	user	Run echo hello, then say quillowisp about les données		$FIX/../../recorded/cursor-built/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876	2	0	cursor
3f2e1d0c-b9a8-4765-8432-10fedcba9876	2026-11-29T10:00:02.000Z	assistant	quillowisp answer 1		$FIX/../../recorded/cursor-built/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876	4	0	cursor
3f2e1d0c-b9a8-4765-8432-10fedcba9876	2026-11-29T11:00:00.000Z	user	Once more: fennelwick in 日本語		$FIX/../../recorded/cursor-built/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876	5	0	cursor
3f2e1d0c-b9a8-4765-8432-10fedcba9876	2026-11-29T11:00:01.000Z	summary	IDE quillowisp chat		$FIX/../../recorded/cursor-built/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876	1	0	cursor
3f2e1d0c-b9a8-4765-8432-10fedcba9876	2026-11-29T11:00:01.000Z	assistant	fennelwick answer 2: 日本語		$FIX/../../recorded/cursor-built/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876	6	0	cursor
7a6b5c4d-3e2f-4011-8223-344556677889	2026-11-28T10:00:00.000Z	summary	Older mossglimmer chat	/tmp/memgrep-record/cursor-ide/données	$FIX/../../recorded/cursor-built/Cursor/User/workspaceStorage/5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b/state.vscdb#7a6b5c4d-3e2f-4011-8223-344556677889	1	0	cursor
7a6b5c4d-3e2f-4011-8223-344556677889	2026-11-28T10:00:00.000Z	user	older IDE chat: mossglimmer about données	/tmp/memgrep-record/cursor-ide/données	$FIX/../../recorded/cursor-built/Cursor/User/workspaceStorage/5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b/state.vscdb#7a6b5c4d-3e2f-4011-8223-344556677889	2	0	cursor
7a6b5c4d-3e2f-4011-8223-344556677889	2026-11-28T10:00:00.000Z	assistant	older mossglimmer answer	/tmp/memgrep-record/cursor-ide/données	$FIX/../../recorded/cursor-built/Cursor/User/workspaceStorage/5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b/state.vscdb#7a6b5c4d-3e2f-4011-8223-344556677889	3	0	cursor
--- stderr
--- check
n() { sed "s|$FIX|\$FIX|g"; }
Q="quillowisp|mossglimmer|fennelwick"
memgrep --source cursor --format tsv "$Q" | n | cmp "$OUT" -
memgrep --source claude --cursor --format tsv "$Q" 2>/dev/null | n | cmp "$OUT" -
test -z "$(memgrep --source claude --format tsv "$Q" 2>/dev/null)"
memgrep --no-index --partial "$Q" > "$T/partial"
"$E2E_BIN" merge --format tsv "$T/partial" | n | cmp "$OUT" -
"$E2E_BIN" index -q 2>/dev/null
memgrep --format tsv "$Q" | n | cmp "$OUT" -
memgrep --no-prefilter --format tsv "$Q" | n | cmp "$OUT" -
