# Issue 28 point 7: --stats says which recall events were found and why
# (docs/reference.md §4.3, §6): the rule in effect, the count of events and
# of those that found nothing, then each event by path and line: the call's
# tool, why it is an event, whether its output had results (and where), what
# its turn lost. On the recorded sessions of Claude Code 2.1.197 and Codex
# CLI 0.171.0 (tests/recorded/README.md), with the default rule, with off,
# and the counts of phrases and of the json stats.
cwd: $FIX/../../recorded
run: R="claude-code-2.1.197-recall codex-0.171.0-recall"; memgrep --stats -q -c quagmire $R 2>&1 | grep -E '^  (recall|event)'; memgrep --recall-cutoff off --stats -q -c quagmire $R 2>&1 | grep -E '^  event .*had results'; memgrep --recall-cutoff phrases --stats -q -c quagmire $R 2>&1 | grep -E '^  recall'; memgrep --format json -q quagmire $R | jq -c .stats.recall
--- stdout
  recall      turn: tool calls that run a memory search cut their turn from a result with results on
  recall      4 events, 2 found nothing (kept)
  event       claude-code-2.1.197-recall/.claude/projects/-tmp-memgrep-record-claude-recall-proj/037ae111-f3d0-47a8-9a7e-10231bdf1ec8.jsonl:6 Bash runs memgrep; found nothing: the tool failed or exited non-zero (line 7); nothing cut
  event       claude-code-2.1.197-recall/.claude/projects/-tmp-memgrep-record-claude-recall-proj/c41235b8-a04c-4431-b20a-aaa68eefb210.jsonl:6 Bash runs memgrep; had results (line 7); cut from line 7 to the end of the file
  event       codex-0.171.0-recall/.codex/sessions/2026/11/29/rollout-2026-11-29T06-41-03-01a22609-247d-7a62-8e9a-dad378d33707.jsonl:10 exec_command runs memgrep; had results (line 13); cut from line 13 to the end of the file
  event       codex-0.171.0-recall/.codex/sessions/2026/11/29/rollout-2026-11-29T06-41-04-01a22609-2a59-7510-9e5c-0b79221c7aa4.jsonl:10 exec_command runs memgrep; found nothing: the tool failed or exited non-zero (line 13); nothing cut
  event       claude-code-2.1.197-recall/.claude/projects/-tmp-memgrep-record-claude-recall-proj/c41235b8-a04c-4431-b20a-aaa68eefb210.jsonl:6 Bash runs memgrep; had results (line 7); not cut (--recall-cutoff off)
  event       codex-0.171.0-recall/.codex/sessions/2026/11/29/rollout-2026-11-29T06-41-03-01a22609-247d-7a62-8e9a-dad378d33707.jsonl:10 exec_command runs memgrep; had results (line 13); not cut (--recall-cutoff off)
  recall      phrases: lines with a recall phrase cut their turn
  recall      7 events
{"events":4,"found_nothing":2}
--- stderr
