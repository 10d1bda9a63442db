# docs/reference.md §1: an explicit PATH is opened as given: a symlink to a
# folder is walked.
setup: cp -r "$FIX/links/." . && ln -s outside/sub linkdir
cwd: $T
args: -l signal linkdir
--- stdout
linkdir/inner.jsonl
