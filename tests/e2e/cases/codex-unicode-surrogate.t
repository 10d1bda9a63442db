# A surrogate pair escaped inside the arguments' inner JSON (\\ud83d\\ude80)
# decodes to U+1F680.
args: --tools --format tsv 🚀 codex/unicode
--- stdout
c0de6666-0000-4000-8000-000000000006	2025-04-06T09:00:20.000Z	tool	shell\nbash\n-lc\ncat menu-café.txt notes-café.md && echo 🚀 launched	/home/dev/crêpe	codex/unicode/rollout-2025-04-06T09-00-00-c0de6666-0000-4000-8000-000000000006.jsonl	5	0	codex
