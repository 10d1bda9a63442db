# Issue 30, docs/reference.md §1: a PATH that is Cursor's user folder, a
# folder above it, or one of its databases is read as Cursor's: each chat
# of each database under it a session DB#ID.
args: -l "quillowisp|mossglimmer" $FIX/../../recorded/cursor-built/Cursor/User
--- stdout
$FIX/../../recorded/cursor-built/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876
$FIX/../../recorded/cursor-built/Cursor/User/workspaceStorage/5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b/state.vscdb#7a6b5c4d-3e2f-4011-8223-344556677889
--- stderr
--- check
memgrep -l mossglimmer "$FIX/../../recorded/cursor-built/Cursor/User/workspaceStorage/5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b/state.vscdb" | grep -qF '/state.vscdb#7a6b5c4d-3e2f-4011-8223-344556677889'
memgrep -l quillowisp "$FIX/../../recorded/cursor-built" | grep -qF '/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876'
