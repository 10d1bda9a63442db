# docs/reference.md §10: the shell call's output is found once: in the
# gemini message's tool call, not again in the user message that sent it
# back.
args: --tools -c osprey gemini/home/.gemini/tmp/harbor
--- stdout
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-02T09-00-1a2b3c4d.jsonl:1
--- stderr
