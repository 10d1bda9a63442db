# docs/reference.md §8, §1: --source codex and no Codex root: the
# warning, nothing on stdout, exit 1.
args: --source codex pelican
exit: 1
--- stdout
--- stderr-contains
memgrep: warning: no history found: $T/home/.codex/sessions does not exist
--- stderr-lacks
.claude
