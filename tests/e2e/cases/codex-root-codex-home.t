# docs/reference.md §1: with $CODEX_HOME set, --codex searches
# $CODEX_HOME/sessions and not ~/.codex/sessions; the Claude root stays. Both
# have 1 match; the CODEX_HOME one is more recent.
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
env: CODEX_HOME=$FIX/codex/roots/codexhome
args: --codex -l pelican
--- stdout
$FIX/codex/roots/codexhome/sessions/2025/04/09/rollout-2025-04-09T12-00-00-c0de9999-0000-4000-8000-000000000009.jsonl
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl
--- stderr
