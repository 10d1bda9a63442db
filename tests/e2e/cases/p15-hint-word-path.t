# docs/reference.md §5: a PATH that does not exist and looks like a word
# (no '/', no '.') was likely meant as part of the query: the error says
# how to quote it. A missing path that does not look like a word does not.
setup: mkdir -p logs
cwd: $T
run: memgrep zellij theme; echo "exit $?"; memgrep zellij theme colors logs; memgrep 'cost$' theme; memgrep '$HOME'"'"'s' theme; memgrep zellij theme.txt; memgrep zellij a/b; "$E2E_BIN" sessions theme 2>&1 | grep -c 'quote them' || true
--- stdout
exit 2
0
--- stderr
memgrep: cannot read theme: No such file or directory (to search several words, quote them: memgrep "zellij theme")
memgrep: cannot read theme: No such file or directory (to search several words, quote them: memgrep "zellij theme colors" logs)
memgrep: cannot read theme: No such file or directory (to search several words, quote them: memgrep 'cost$ theme')
memgrep: cannot read theme: No such file or directory (to search several words, quote them: memgrep '$HOME'\''s theme')
memgrep: cannot read theme.txt: No such file or directory
memgrep: cannot read a/b: No such file or directory
