# docs/reference.md §1, §4.5 (issue 28 point 5): --source narrows the
# sources to those it names: --source claude does not find the Codex
# rollout's word (exit 1). The no-result message names the source searched
# and its root, and the hint the sources left out whose root exists, with
# the --source that adds them.
setup: R=$FIX/../../recorded && ln -s "$R/claude-code-2.1.197/.claude" "$R/codex-0.171.0/.codex" "$R/gemini-cli-0.61.0/.gemini" "$HOME/"
args: --source claude vexillary
exit: 1
--- stdout
--- stderr
No results found for "vexillary" in Claude Code transcripts ($T/home/.claude/projects).
Hint: not searched: Codex CLI rollouts ($T/home/.codex/sessions) and Gemini CLI sessions ($T/home/.gemini/tmp), left out by --source; try --source claude,codex,gemini
