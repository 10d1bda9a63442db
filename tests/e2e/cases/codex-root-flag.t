# docs/reference.md §1, §8: --codex adds ~/.codex/sessions (only its
# rollout-*.jsonl: notes-*.jsonl, a rollout by content, is not read) to the
# Claude root. Ranked: the rollout has 2 matches, the Claude transcript 1.
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --codex -l pelican
--- stdout
$T/home/.codex/sessions/2025/04/08/rollout-2025-04-08T11-00-00-c0de8888-0000-4000-8000-000000000008.jsonl
$T/home/.claude/projects/-home-dev-pier/c1a0de88-0000-4000-8000-000000000088.jsonl
--- stderr
