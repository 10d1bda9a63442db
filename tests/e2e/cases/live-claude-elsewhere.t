# docs/reference.md §4.1: the live-claude-bash files, searched from a
# folder of another project: its sessions are not the current project's.
setup: R=$FIX/../../recorded/claude-code-2.1.197-live/.claude/projects/-tmp-memgrep-record-claude-live-proj; P=claude/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g"); mkdir -p proj "$P" && cp "$R"/*.jsonl "$P"/ && head -6 "$R"/a7f7a29b-f5d3-4236-b672-b4aae7ee959f.jsonl > "$P"/a7f7a29b-f5d3-4236-b672-b4aae7ee959f.jsonl && touch "$P"/*.jsonl
setup: mkdir -p other
cwd: $T/other
env: CLAUDE_CONFIG_DIR=$T/claude
args: 'zorbulon certificate'
--- stdout
[1/2] a7f7a29 • 2026-11-29 08:54 • /tmp/memgrep-record/claude-live/proj • 1 match • How did we fix the zorbulon certificate?
  user       2026-11-29 08:54  How did we fix the zorbulon certificate?

[2/2] 08be4e9 • 2026-11-29 08:54 • /tmp/memgrep-record/claude-live/proj • 1 match • Note for later: the zorbulon certificate was fixed by renewing the intermediate…
  user       2026-11-29 08:54  Note for later: the zorbulon certificate was fixed by renewing the intermediate CA
--- stderr
