# docs/reference.md §8, noise-markers.txt: a <user_instructions> block is
# noise, dropped before the message's blocks are joined ("numbat" is only
# there; the same message's other block is a real prompt).
args: numbat codex/basic
exit: 1
--- stdout
