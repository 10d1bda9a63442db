# docs/reference.md §8: --codex with no ~/.codex/sessions: one warning line, the Claude
# root's results, exit 0 (a source had something).
setup: mkdir -p "$HOME/.claude" && cp -r "$FIX/codex/roots/home/.claude/projects" "$HOME/.claude/"
args: --codex -l pelican
--- stdout
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl
--- stderr
memgrep: warning: no history found: $T/home/.codex/sessions does not exist
