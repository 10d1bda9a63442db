# docs/reference.md §2, §6: the 3 malformed lines of the rollout (lines 1, 2
# and 5) are counted by --stats, the truncated 7th with no newline as a line
# still being written (issue 31 point 9: not malformed, no warning of it),
# and the per-source line counts the file's 7 lines, 1053 bytes, 2 messages.
args: --stats -c ferret codex/malformed
--- stdout
codex/malformed/rollout-2025-04-06T08-00-00-c0de5555-0000-4000-8000-000000000005.jsonl:2
--- stderr-contains
memgrep: warning: skipped 3 malformed lines
malformed 3, 1 still being written
  source codex 1 files, 1053 bytes, 7 lines, 2 messages, 2 matches
--- stderr-lacks
  source claude
