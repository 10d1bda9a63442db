# docs/reference.md §1: an explicit PATH is opened as given, even a symlink.
setup: cp -r "$FIX/links/." . && ln -s ../../outside/linked.jsonl root/p/link.jsonl
cwd: $T
args: -l signal root/p/link.jsonl
--- stdout
root/p/link.jsonl
