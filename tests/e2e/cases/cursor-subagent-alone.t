# docs/reference.md §1, Cursor: a subagent's transcript read alone (a PATH
# below <parent id>/subagents/) is still its parent's session: the
# session id is the folder's, the project the parent's (.workspace-trusted
# above agent-transcripts/), the resume line the parent's.
setup: cp -r "$FIX/../../recorded/cursor-built/.cursor" "$T/.cursor" && find "$T/.cursor" -name "*.jsonl" -exec touch -d "2026-11-29 10:10:00" {} +
run: memgrep --resume galingale "$T/.cursor/projects/tmp-memgrep-record-cursor-donn-es/agent-transcripts/6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f/subagents"
--- stdout
[1/1] 6c0f8d2 • 2026-11-29 10:10 • /tmp/memgrep-record/cursor/données • 2 matches • Look for galingale in the subagent
  resume: cd '/tmp/memgrep-record/cursor/données' && cursor-agent --resume 6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f
  user       2026-11-29 10:10  L1  Look for galingale in the subagent
  assistant  2026-11-29 10:10  L2  Subagent galingale answer 3
--- stderr
