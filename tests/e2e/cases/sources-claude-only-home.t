# docs/reference.md §1 (issue 28 point 5): a HOME with only ~/.claude
# searches Claude Code's transcripts as before, with no warning for the
# missing Codex and Gemini CLI roots (sources off by their absence); the
# no-result message names what was searched.
setup: ln -s "$FIX/../../recorded/claude-code-2.1.197/.claude" "$HOME/"
run: memgrep -l zorbulon; memgrep vexillary
exit: 1
--- stdout
$T/home/.claude/projects/-tmp-memgrep-record-claude-bash/c2c559cc-6cb1-41d7-b347-b6e2dc565e24.jsonl
--- stderr
No results found: 4 sessions in 4 files of Claude Code transcripts ($T/home/.claude/projects), none holds "vexillary".
