# docs/reference.md §4.1, §6: --stats names the live session left out, in
# the report and in the json's stats (the live-claude-bash files).
setup: R=$FIX/../../recorded/claude-code-2.1.197-live/.claude/projects/-tmp-memgrep-record-claude-live-proj; P=claude/projects/$(printf %s "$T/proj" | sed "s/[^a-zA-Z0-9]/-/g"); mkdir -p proj "$P" && cp "$R"/*.jsonl "$P"/ && head -6 "$R"/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl > "$P"/40fbe1a6-6873-499f-bd8d-1b50ca435435.jsonl && touch "$P"/*.jsonl
cwd: $T/proj
env: CLAUDE_CONFIG_DIR=$T/claude
run: memgrep --stats -q 'zorbulon certificate' >/dev/null && memgrep --format json --stats 'zorbulon certificate' 2>/dev/null | grep -o '"live":\[[^]]*\]'
--- stdout
"live":["40fbe1a6-6873-499f-bd8d-1b50ca435435"]
--- stderr-contains
memgrep: 1 live session left out (40fbe1a6-6873-499f-bd8d-1b50ca435435): the session this search runs from; --include-live searches it
  live        40fbe1a6-6873-499f-bd8d-1b50ca435435 left out: the session this search runs from (--include-live)
