# docs/reference.md §2: café is raw UTF-8 in one function_call, a \\u00e9
# escape inside the inner JSON and a \u00e9 escape in the outer string of
# another, and raw in the assistant text: --tools finds all three lines.
args: --tools --format tsv café codex/unicode
--- stdout
c0de6666-0000-4000-8000-000000000006	2025-04-06T09:00:10.000Z	tool	shell\nbash\n-lc\ngrep -n 'say "hi"' café.py	/home/dev/crêpe	codex/unicode/rollout-2025-04-06T09-00-00-c0de6666-0000-4000-8000-000000000006.jsonl	3	0	codex
c0de6666-0000-4000-8000-000000000006	2025-04-06T09:00:20.000Z	tool	shell\nbash\n-lc\ncat menu-café.txt notes-café.md && echo 🚀 launched	/home/dev/crêpe	codex/unicode/rollout-2025-04-06T09-00-00-c0de6666-0000-4000-8000-000000000006.jsonl	5	0	codex
c0de6666-0000-4000-8000-000000000006	2025-04-06T09:00:30.000Z	assistant	The greeting lives in café.py on line 3	/home/dev/crêpe	codex/unicode/rollout-2025-04-06T09-00-00-c0de6666-0000-4000-8000-000000000006.jsonl	7	0	codex
