# docs/reference.md §8: without --codex only the claude source line is printed.
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --stats -c pelican
--- stdout
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl:1
--- stderr-contains
  source claude 1 files, 212 bytes, 1 lines, 1 messages, 1 matches
--- stderr-lacks
  source codex
