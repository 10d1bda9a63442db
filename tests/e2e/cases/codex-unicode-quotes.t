# docs/reference.md §2, §3, §8: function_call arguments are JSON
# inside a JSON string; both levels are decoded, so the query say_\"hi\" finds
# the command text grep -n 'say "hi"' café.py (written \\\" in the file), with
# --tools.
args: --tools --format tsv 'say_\"hi\"' codex/unicode
--- stdout
c0de6666-0000-4000-8000-000000000006	2025-04-06T09:00:10.000Z	tool	shell\nbash\n-lc\ngrep -n 'say "hi"' café.py	/home/dev/crêpe	codex/unicode/rollout-2025-04-06T09-00-00-c0de6666-0000-4000-8000-000000000006.jsonl	3	0	codex
