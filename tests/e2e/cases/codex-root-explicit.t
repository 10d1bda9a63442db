# docs/reference.md §8: explicit PATHs replace every default root, also with --codex;
# inside an explicit folder every *.jsonl is read and detected by content
# (so notes-*.jsonl counts here, and the Claude root is not searched).
setup: cp -r "$FIX/codex/roots/home/." "$HOME/"
args: --codex -l pelican codex/roots/home/.codex
--- stdout
codex/roots/home/.codex/sessions/2025/04/08/rollout-2025-04-08T11-00-00-c0de8888-0000-4000-8000-000000000008.jsonl
codex/roots/home/.codex/sessions/2025/04/08/notes-c0de8989-0000-4000-8000-000000000089.jsonl
--- stderr
