# docs/reference.md §1: with --follow the walk follows the symlinked file and
# folder.
setup: cp -r "$FIX/links/." . && ln -s ../../outside/linked.jsonl root/p/link.jsonl && ln -s ../../outside/sub root/p/linkdir
cwd: $T
args: --follow -l signal root
--- stdout
root/p/11110000-0000-4000-8000-000000000017.jsonl
root/p/link.jsonl
root/p/linkdir/inner.jsonl
