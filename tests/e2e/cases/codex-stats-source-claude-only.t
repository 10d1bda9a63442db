# docs/reference.md §8: with --source claude only the claude source line is
# printed (issue 28 point 5: without it, Codex's root is searched too).
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --source claude --stats -c pelican
--- stdout
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl:1
--- stderr-contains
  source claude 1 files, 212 bytes, 1 lines, 1 messages, 1 matches
--- stderr-lacks
  source codex
