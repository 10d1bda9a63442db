# docs/reference.md §2, §6: the 4 malformed lines of the rollout (lines 1, 2, 5
# and the truncated 7th) are counted by --stats, and the per-source line counts
# the file's 7 lines, 1053 bytes, 2 messages.
args: --stats -c ferret codex/malformed
--- stdout
codex/malformed/rollout-2025-04-06T08-00-00-c0de5555-0000-4000-8000-000000000005.jsonl:2
--- stderr-contains
memgrep: warning: skipped 4 malformed lines
malformed 4
  source codex 1 files, 1053 bytes, 7 lines, 2 messages, 2 matches
--- stderr-lacks
  source claude
