# --file: a Gemini tool call whose args name the file (file_path).
args: --file src/parse.c -l "" gemini
--- stdout
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl
--- stderr
