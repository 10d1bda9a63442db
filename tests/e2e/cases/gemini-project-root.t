# docs/reference.md §10: the project from the folder's .project_root.
args: -l --project /home/dev/harbor lighthouse gemini
--- stdout
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-03T14-00-2b3c4d5e.jsonl
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl
--- stderr
