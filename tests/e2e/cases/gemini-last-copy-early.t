# docs/reference.md §10: a message written again replaces its earlier
# copies: "quokka" is only in the first two copies of the answer, so it is
# found nowhere (exit 1), with the tools and thinking searched too.
args: --tools --thinking quokka gemini/home/.gemini/tmp/harbor
exit: 1
--- stdout
--- stderr
No results found for "quokka" in gemini/home/.gemini/tmp/harbor.
Hint: try other words, or -e for a regular expression
