# docs/reference.md §4.1: "lamp ok!" (8 code points) is a short message:
# dropped.
args: lamp codex/basic
exit: 1
--- stdout
