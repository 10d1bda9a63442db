# Issue 31 point 1, docs/reference.md §4.5: the sources --source left out
# are named in the hint only when they hold a match (the Codex rollout's
# "vexillary": sources-narrowed-hint); a word none of them holds gets the
# line that says what was searched, and no hint (without --source: every
# source, with its root).
setup: R=$FIX/../../recorded && ln -s "$R/claude-code-2.1.197/.claude" "$R/codex-0.171.0/.codex" "$R/gemini-cli-0.61.0/.gemini" "$HOME/"
run: memgrep --source claude nosuchthingzzz; memgrep nosuchthingzzz
exit: 1
--- stdout
--- stderr
No results found: 4 sessions in 4 files of Claude Code transcripts ($T/home/.claude/projects), none holds "nosuchthingzzz".
No results found: 11 sessions in 12 files of Claude Code transcripts ($T/home/.claude/projects), Codex CLI rollouts ($T/home/.codex/sessions) and Gemini CLI sessions ($T/home/.gemini/tmp), none holds "nosuchthingzzz".
