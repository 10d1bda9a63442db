# docs/reference.md §10: tool calls are searched only with --tools.
args: -c osprey gemini/home/.gemini/tmp/harbor
exit: 1
--- stdout
--- stderr
No results found for "osprey" in gemini/home/.gemini/tmp/harbor.
Hint: try --tools (1 matching message is of kind tool, not searched)
