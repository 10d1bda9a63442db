# docs/reference.md §4.1, §10: --since judges Gemini messages by their
# timestamps.
args: -l --since 2025-06-03 lighthouse gemini
--- stdout
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-03T14-00-2b3c4d5e.jsonl
gemini/home/.gemini/tmp/legacy/chats/session-2025-05-20T16-00-4d5e6f70.json
--- stderr
