# docs/reference.md §8, noise-markers.txt: a user message block that starts
# with <turn_aborted> (Codex's notice of an interrupted turn) is noise:
# "wombat" is only there, so nothing is found.
args: wombat codex/aborted
exit: 1
--- stdout
