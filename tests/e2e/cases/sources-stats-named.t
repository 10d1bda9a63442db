# docs/reference.md §6 (issue 28 point 5): --stats names the sources
# searched and their roots on its `searched` line, then a line per source.
# Codex: 4 files, its compressed rollout and archived session with them (point 1).
setup: R=$FIX/../../recorded && ln -s "$R/claude-code-2.1.197/.claude" "$R/codex-0.171.0/.codex" "$R/gemini-cli-0.61.0/.gemini" "$HOME/"
run: memgrep --stats -l vexillary; memgrep --stats --source gemini -l vexillary; echo "exit $?"
--- stdout
$T/home/.codex/sessions/2026/11/29/rollout-2026-11-29T02-42-35-01a2252e-d3c4-70e0-adc9-b27a8f80fd17.jsonl
exit 1
--- stderr-contains
  searched    Claude Code transcripts ($T/home/.claude/projects), Codex CLI rollouts ($T/home/.codex/sessions) and Gemini CLI sessions ($T/home/.gemini/tmp)
  source codex 4 files, 78885 bytes, 91 lines,
  searched    Gemini CLI sessions ($T/home/.gemini/tmp)
