# docs/reference.md §10: thoughts are searched only with --thinking.
args: -c albatross gemini/home/.gemini/tmp/harbor
exit: 1
--- stdout
--- stderr
No results found for "albatross" in gemini/home/.gemini/tmp/harbor.
Hint: try --thinking (2 matching messages are of kind thinking, not searched)
