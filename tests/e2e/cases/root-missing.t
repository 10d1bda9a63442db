# docs/reference.md §1: a missing default root is a warning on stderr and exit
# 1.
args: beacon
exit: 1
--- stdout
--- stderr-contains
$T/home/.claude/projects
