# docs/reference.md §8: with --source codex only the codex source line is printed.
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --source codex --stats -c pelican
--- stdout
$T/home/.codex/sessions/2025/04/08/rollout-2025-04-08T11-00-00-c0de8888-0000-4000-8000-000000000008.jsonl:2
--- stderr-contains
  source codex 1 files, 803 bytes, 4 lines, 2 messages, 2 matches
--- stderr-lacks
  source claude
