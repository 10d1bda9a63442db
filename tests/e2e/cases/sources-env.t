# docs/reference.md §1 (issue 28 point 5): MEMGREP_SOURCES narrows as
# --source does (the same names): MEMGREP_SOURCES=claude does not find the
# Codex rollout's word, and the hint says the variable left the others out;
# --source wins over it; a bad value is a usage error (exit 2).
setup: R=$FIX/../../recorded && ln -s "$R/claude-code-2.1.197/.claude" "$R/codex-0.171.0/.codex" "$R/gemini-cli-0.61.0/.gemini" "$HOME/"
run: MEMGREP_SOURCES=claude memgrep vexillary; echo "exit $?"; MEMGREP_SOURCES=claude memgrep --source codex -l vexillary; echo "exit $?"; MEMGREP_SOURCES=claude,nope memgrep vexillary; echo "exit $?"; MEMGREP_SOURCES=gemini,codex memgrep -l vexillary
--- stdout
exit 1
$T/home/.codex/sessions/2026/11/29/rollout-2026-11-29T02-42-35-01a2252e-d3c4-70e0-adc9-b27a8f80fd17.jsonl
exit 0
exit 2
$T/home/.codex/sessions/2026/11/29/rollout-2026-11-29T02-42-35-01a2252e-d3c4-70e0-adc9-b27a8f80fd17.jsonl
--- stderr
No results found for "vexillary" in Claude Code transcripts ($T/home/.claude/projects).
Hint: not searched: Codex CLI rollouts ($T/home/.codex/sessions) and Gemini CLI sessions ($T/home/.gemini/tmp), left out by MEMGREP_SOURCES; try --source claude,codex,gemini
memgrep: MEMGREP_SOURCES: unknown source 'nope' (use claude, codex, gemini, memory, cursor, copilot, pi, cline, roo, qwen, opencode, kilo, omp, openclaw)
