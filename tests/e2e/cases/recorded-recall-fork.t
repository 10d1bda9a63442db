# docs/reference.md §4.1 after issue 28 point 7: the fork test still reads
# the recall phrases. Claude Code 2.1.197 ran `claude -p "Did you remember
# to renew the domain?"` (claude-code-2.1.197-recall, 1b0bb49): a headless
# session (queue-operation first) whose first prompt holds a phrase is a
# recall fork, skipped (the hint names --forks). With --forks it is found
# whole: it ran no memory search, so nothing in it is cut, unless
# --recall-cutoff phrases.
cwd: $FIX/../../recorded/claude-code-2.1.197-recall/.claude/projects
run: P=./-tmp-memgrep-record-claude-recall-proj; memgrep sassafras $P; echo "status $?"; memgrep --forks -l sassafras $P; memgrep -q --forks --recall-cutoff phrases -l sassafras $P; echo "status $?"
--- stdout
status 1
./-tmp-memgrep-record-claude-recall-proj/1b0bb497-e46f-430a-818c-b17140759731.jsonl
status 1
--- stderr
No results found for "sassafras" in ./-tmp-memgrep-record-claude-recall-proj.
Hint: try --forks (1 matching message is in the files of earlier memory recalls)
