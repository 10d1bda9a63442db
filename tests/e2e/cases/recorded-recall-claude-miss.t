# Issue 28 point 7 on the sessions Claude Code 2.1.197 wrote itself
# (claude-code-2.1.197-recall): in 037ae11 its Bash tool ran `memgrep
# zeppelin`, which found nothing (exit 1: the tool_result has is_error and
# memgrep's no-result message), and the agent solved the problem anew
# ("quagmire answer 1"). A call without results drops nothing: the answer is
# found (docs/reference.md §4.3), with the index (built, then read), without
# it, and in parts.
cwd: $FIX/../../recorded/claude-code-2.1.197-recall/.claude/projects
run: P=./-tmp-memgrep-record-claude-recall-proj; memgrep --format tsv quagmire $P; memgrep -c quagmire $P; memgrep --no-index -c quagmire $P; memgrep -j 2 --part-size 1500 --no-index -c quagmire $P
--- stdout
037ae111-f3d0-47a8-9a7e-10231bdf1ec8	2026-11-29T06:41:34.260Z	assistant	quagmire answer 1	/tmp/memgrep-record/claude-recall/proj	./-tmp-memgrep-record-claude-recall-proj/037ae111-f3d0-47a8-9a7e-10231bdf1ec8.jsonl	8	0	claude
./-tmp-memgrep-record-claude-recall-proj/037ae111-f3d0-47a8-9a7e-10231bdf1ec8.jsonl:1
./-tmp-memgrep-record-claude-recall-proj/037ae111-f3d0-47a8-9a7e-10231bdf1ec8.jsonl:1
./-tmp-memgrep-record-claude-recall-proj/037ae111-f3d0-47a8-9a7e-10231bdf1ec8.jsonl:1
--- stderr
