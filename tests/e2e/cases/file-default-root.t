# --file with no positional argument: empty query, default root (Claude
# only, without --codex).
setup: cp -r "$FIX/codex/files/home/.claude" "$HOME/"
args: --file src/auth.c -l
--- stdout
$T/home/.claude/projects/-home-dev-app/ff000006-0000-4000-8000-000000000006.jsonl
$T/home/.claude/projects/-home-dev-app/fd000004-0000-4000-8000-000000000004.jsonl
$T/home/.claude/projects/-home-dev-app/fa000001-0000-4000-8000-000000000001.jsonl
--- stderr
