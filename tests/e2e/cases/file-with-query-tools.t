# --file with a query and --tools: in the kept sessions, the Bash tool_use
# and its tool_result both say gcc.
args: --file src/auth.c --tools -c gcc codex/files/home
--- stdout
codex/files/home/.claude/projects/-home-dev-app/fd000004-0000-4000-8000-000000000004.jsonl:2
