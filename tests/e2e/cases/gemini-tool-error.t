# docs/reference.md §10: a failed tool call's result is its error string;
# the tool response sent back as a user message is not searched (it repeats
# it), so one tool message matches.
args: --tools --format tsv ferret gemini/home/.gemini/tmp/kite
--- stdout
3c4d5e6f-3333-4aaa-8bbb-000000000003	2025-06-04T08:03:03.000Z	tool	read_file\nassets/logo.png\nferret: permission denied	/home/dev/kite	gemini/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl	8	0	gemini
--- stderr
