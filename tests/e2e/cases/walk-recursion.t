# docs/reference.md §1: a directory PATH is walked recursively, dot-folders
# included.
args: -l lantern tree
--- stdout
tree/.hidden/deep/d0d0d0d0-0000-4000-8000-000000000011.jsonl
tree/a/b/c/d1d1d1d1-0000-4000-8000-000000000012.jsonl
