# docs/reference.md §10: a prompt's displayContent is what was typed; the
# file it read in (in content) is not the prompt and is not searched.
args: -c "marmot|summarise" gemini/home/.gemini/tmp/harbor
--- stdout
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-03T14-00-2b3c4d5e.jsonl:1
--- stderr
