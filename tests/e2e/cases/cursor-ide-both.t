# Issue 30, docs/reference.md §1: one source, both storages: --cursor (and
# the default) reads Cursor's agent transcripts (CURSOR_DATA_DIR) and its
# IDE's chats (its user folder) together; sessions lists both; a
# transcript's session is resumed (cursor-agent --resume ID), an IDE chat
# is not.
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor XDG_CONFIG_HOME=$FIX/../../recorded/cursor-built
args: --cursor -l "galingale|quillowisp|mossglimmer"
--- stdout
$T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f.jsonl
$FIX/../../recorded/cursor-built/Cursor/User/globalStorage/state.vscdb#3f2e1d0c-b9a8-4765-8432-10fedcba9876
$FIX/../../recorded/cursor-built/Cursor/User/workspaceStorage/5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b/state.vscdb#7a6b5c4d-3e2f-4011-8223-344556677889
--- stderr
--- check
"$E2E_BIN" sessions -j 1 > "$T/s"
[ "$(wc -l < "$T/s")" = 4 ]
grep -q '3f2e1d0  cursor .*IDE quillowisp chat' "$T/s"
grep -q '6c0f8d2  cursor .*galingale' "$T/s"
memgrep --resume "galingale|quillowisp" > "$T/r"
[ "$(grep -c 'resume:' "$T/r")" = 1 ]
grep -qxF "  resume: cd '/tmp/memgrep-record/cursor/données' && cursor-agent --resume 6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f" "$T/r"
