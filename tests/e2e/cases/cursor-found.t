# docs/reference.md §1, Cursor (tests/recorded/cursor-built/README.md):
# with CURSOR_DATA_DIR's projects/ there, Cursor's transcripts are searched
# by default: galingale is in a prompt (the text between <user_query> tags,
# the <timestamp> before it left out) and in replies (the [REDACTED] mark
# that ends them cut), in a session and in its subagent's transcript
# (<id>/subagents/<sub id>.jsonl), which joins its session. Every message
# has its file's modification time; the session id is the file's name, the
# project the .workspace-trusted file's workspacePath. The same through the
# index (made by this search, then fresh) and without it, with the
# prefilter off, through --partial and merge, with --source cursor and
# with --cursor.
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
env: CURSOR_DATA_DIR=$T/.cursor
args: --format tsv galingale
--- stdout
6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f	2026-11-29T10:10:00.000Z	user	Run echo hello, then say galingale about les données	/tmp/memgrep-record/cursor/données	$T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f.jsonl	1	0	cursor
6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f	2026-11-29T10:10:00.000Z	assistant	galingale answer 1 — données reçues	/tmp/memgrep-record/cursor/données	$T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f.jsonl	3	0	cursor
6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f	2026-11-29T10:10:00.000Z	user	Look for galingale in the subagent	/tmp/memgrep-record/cursor/données	$T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/subagents/9f8e7d6c-5b4a-4321-8fed-cba987654321.jsonl	1	0	cursor
6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f	2026-11-29T10:10:00.000Z	assistant	Subagent galingale answer 3	/tmp/memgrep-record/cursor/données	$T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/subagents/9f8e7d6c-5b4a-4321-8fed-cba987654321.jsonl	2	0	cursor
--- stderr
--- check
n() { sed "s|$T|\$T|g" "$1"; }
memgrep --format tsv --stats galingale >"$T/fresh" 2>"$T/stats"
grep -q 'files: 3 fresh, 0 grown, 0 made' "$T/stats"
n "$T/fresh" | cmp "$OUT" -
memgrep --no-index --format tsv galingale >"$T/files"
n "$T/files" | cmp "$OUT" -
memgrep --no-index --no-prefilter --format tsv galingale >"$T/all"
n "$T/all" | cmp "$OUT" -
memgrep --no-index --partial galingale >"$T/partial"
"$E2E_BIN" merge --format tsv "$T/partial" >"$T/merged"
n "$T/merged" | cmp "$OUT" -
memgrep --source cursor --format tsv galingale >"$T/source"
n "$T/source" | cmp "$OUT" -
memgrep --source claude --cursor --format tsv galingale >"$T/flag" 2>/dev/null
n "$T/flag" | cmp "$OUT" -
test -z "$(memgrep --source claude --format tsv galingale 2>/dev/null)"
MEMGREP_INDEX_DIR="$T/ix2" "$E2E_BIN" index -q
MEMGREP_INDEX_DIR="$T/ix2" memgrep --format tsv --stats galingale >"$T/built" 2>"$T/stats2"
grep -q 'files: 3 fresh, 0 grown, 0 made' "$T/stats2"
n "$T/built" | cmp "$OUT" -
