# docs/reference.md §10: a message written again replaces its earlier
# copies: "quokka" is only in the first two copies of the answer, so it is
# found nowhere (exit 1), with the tools and thinking searched too.
args: --tools --thinking quokka gemini/home/.gemini/tmp/harbor
exit: 1
--- stdout
--- stderr
No results found: 2 sessions in 2 files of gemini/home/.gemini/tmp/harbor, none holds "quokka".
