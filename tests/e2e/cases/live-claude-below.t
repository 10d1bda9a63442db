# docs/reference.md §4.1: the live-claude-bash files, searched from a
# folder below the project (the agent cd'ed into it): the project's
# folder is found above it, the live session left out.
setup: R=$FIX/../../recorded/claude-code-2.1.197-live/.claude/projects/-tmp-memgrep-record-claude-live-proj; P=claude/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g"); mkdir -p proj "$P" && cp "$R"/*.jsonl "$P"/ && head -6 "$R"/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl > "$P"/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl && touch "$P"/*.jsonl
setup: mkdir -p proj/src/ui
cwd: $T/proj/src/ui
env: CLAUDE_CONFIG_DIR=$T/claude
args: 'zorbulon certificate'
--- stdout
[1/1] 43b90ec • 2026-11-29 08:59 • /tmp/memgrep-record/claude-live/proj • 1 match • Note for later: the zorbulon certificate was fixed by renewing the intermediate…
  user       2026-11-29 08:59  L3  Note for later: the zorbulon certificate was fixed by renewing the intermediate CA
--- stderr
memgrep: 1 live session left out (40fbe1a6-6873-499f-bd8d-1b50ca435435): the session this search runs from; --include-live searches it
