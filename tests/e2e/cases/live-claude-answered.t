# docs/reference.md §4.1: the live-claude-bash session as it ended, its
# call answered (the tool_result after it): a call with its result is no
# search running now, and the session, written to just now, is searched.
setup: R=$FIX/../../recorded/claude-code-2.1.197-live/.claude/projects/-tmp-memgrep-record-claude-live-proj; P=claude/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g"); mkdir -p proj "$P" && cp "$R"/*.jsonl "$P"/ && touch "$P"/*.jsonl
cwd: $T/proj
env: CLAUDE_CONFIG_DIR=$T/claude
args: 'zorbulon certificate'
--- stdout
[1/2] 40fbe1a • 2026-11-29 08:59 • /tmp/memgrep-record/claude-live/proj • 1 match • How did we fix the zorbulon certificate?
  user       2026-11-29 08:59  L3  How did we fix the zorbulon certificate?

[2/2] 43b90ec • 2026-11-29 08:59 • /tmp/memgrep-record/claude-live/proj • 1 match • Note for later: the zorbulon certificate was fixed by renewing the intermediate…
  user       2026-11-29 08:59  L3  Note for later: the zorbulon certificate was fixed by renewing the intermediate CA
--- stderr
