# docs/reference.md §8: --stats prints one line per searched source (sizes of the
# roots fixtures: the Claude file 212 bytes, 1 line; the rollout 803 bytes,
# 4 lines, 2 messages: its event_msg line is none).
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --codex --stats -c pelican
--- stdout
$T/home/.codex/sessions/2025/04/08/rollout-2025-04-08T11-00-00-c0de8888-0000-4000-8000-000000000008.jsonl:2
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl:1
--- stderr-contains
  source claude 1 files, 212 bytes, 1 lines, 1 messages, 1 matches
  source codex 1 files, 803 bytes, 4 lines, 2 messages, 2 matches
