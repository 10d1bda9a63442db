# docs/reference.md §8: messages of role developer (and system) are not searched, even
# with --keep-noise; "keeper" is only in the developer message.
args: --keep-noise --tools --thinking keeper codex/basic
exit: 1
--- stdout
