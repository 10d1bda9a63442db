# docs/reference.md §10: "glob" is in both copies of the tool call; the
# message counts once, and so does the tool response that Gemini CLI sends
# back as a user message (it is not searched: the call's result repeats it).
args: --tools -c glob gemini/home/.gemini/tmp/harbor
--- stdout
gemini/home/.gemini/tmp/harbor/chats/session-2025-06-03T14-00-2b3c4d5e.jsonl:1
--- stderr
