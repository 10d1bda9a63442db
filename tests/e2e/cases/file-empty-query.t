# --file with an empty query: the tool messages that named src/auth.c, in
# Claude Code tool_use inputs (file_path; path; a Bash command word) and in
# Codex function_call arguments (a command array holding a patch; path; a
# command array), one per session, ranked by time. Not kept: a Write to
# src/auth.cpp whose content and user text mention src/auth.c (fb), a
# notebook (fc), src/auth.cpp, src/auth.c.orig and mysrc/auth.c (fe, cc),
# and a function_call_output naming it (cc).
args: --file src/auth.c --format tsv "" codex/files/home
--- stdout
cd000004-0000-4000-8000-000000000004	2025-04-10T14:00:10.000Z	tool	shell\napply_patch\n*** Begin Patch\n*** Update File: src/auth.c\n@@\n-int login(void)\n+int login(const char *user)\n*** End Patch\n	/home/dev/app	codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T14-00-00-cd000004-0000-4000-8000-000000000004.jsonl	3	0	codex
cb000002-0000-4000-8000-000000000002	2025-04-10T12:00:10.000Z	tool	read_file\n/home/dev/app/src/auth.c\n200	/home/dev/app	codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T12-00-00-cb000002-0000-4000-8000-000000000002.jsonl	3	0	codex
ca000001-0000-4000-8000-000000000001	2025-04-10T11:00:10.000Z	tool	shell\nbash\n-lc\nsed -n 1,20p src/auth.c\n/home/dev/app	/home/dev/app	codex/files/home/.codex/sessions/2025/04/10/rollout-2025-04-10T11-00-00-ca000001-0000-4000-8000-000000000001.jsonl	3	0	codex
ff000006-0000-4000-8000-000000000006	2025-04-10T09:50:10Z	tool	Grep\nlogin\nvendor/lib/src/auth.c	/home/dev/app	codex/files/home/.claude/projects/-home-dev-app/ff000006-0000-4000-8000-000000000006.jsonl	2	0	claude
fd000004-0000-4000-8000-000000000004	2025-04-10T09:30:10Z	tool	Bash\ngcc -Wall -c src/auth.c -o build/auth.o\nCompile auth	/home/dev/app	codex/files/home/.claude/projects/-home-dev-app/fd000004-0000-4000-8000-000000000004.jsonl	2	0	claude
fa000001-0000-4000-8000-000000000001	2025-04-10T09:00:10Z	tool	Read\n/home/dev/app/src/auth.c	/home/dev/app	codex/files/home/.claude/projects/-home-dev-app/fa000001-0000-4000-8000-000000000001.jsonl	2	0	claude
--- stderr
