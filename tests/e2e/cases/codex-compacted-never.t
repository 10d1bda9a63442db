# docs/reference.md §8: only the items listed are searched: a compacted line's
# message is not ("two nests" is only there); neither is an input_image.
args: --keep-noise --tools --thinking "two nests|aGVyb24" codex/detect/
exit: 1
--- stdout
