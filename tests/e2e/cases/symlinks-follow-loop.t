# docs/reference.md §1: --follow with a link back up the tree (root/p/loop ->
# ..) ends, and each file is read once.
setup: cp -r "$FIX/links/root" . && ln -s .. root/p/loop
cwd: $T
args: --follow -c signal root
--- stdout
root/p/11110000-0000-4000-8000-000000000017.jsonl:1
