# docs/reference.md §1: links inside a walk are not followed: a symlinked
# .jsonl file and a symlinked folder (both pointing out of the root) are
# ignored.
setup: cp -r "$FIX/links/." . && ln -s ../../outside/linked.jsonl root/p/link.jsonl && ln -s ../../outside/sub root/p/linkdir
cwd: $T
args: -l signal root
--- stdout
root/p/11110000-0000-4000-8000-000000000017.jsonl
--- stderr
