# docs/reference.md §4.1: the live-claude-bash files, searched for words
# the pending call does not hold: it is not this search, nothing is left
# out.
setup: R=$FIX/../../recorded/claude-code-2.1.197-live/.claude/projects/-tmp-memgrep-record-claude-live-proj; P=claude/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g"); mkdir -p proj "$P" && cp "$R"/*.jsonl "$P"/ && head -6 "$R"/a7f7a29b-f5d3-4236-b672-b4aae7ee959f.jsonl > "$P"/a7f7a29b-f5d3-4236-b672-b4aae7ee959f.jsonl && touch "$P"/*.jsonl
cwd: $T/proj
env: CLAUDE_CONFIG_DIR=$T/claude
args: 'intermediate'
--- stdout
[1/1] 08be4e9 • 2026-11-29 08:54 • /tmp/memgrep-record/claude-live/proj • 1 match • Note for later: the zorbulon certificate was fixed by renewing the intermediate…
  user       2026-11-29 08:54  Note for later: the zorbulon certificate was fixed by renewing the intermediate CA
--- stderr
