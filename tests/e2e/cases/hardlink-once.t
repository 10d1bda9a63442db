# docs/reference.md §1: a file reached twice (same device and inode) counts
# once, under its smallest path. Its line has no uuid, so only this rule keeps
# the count at 1; the file is reached as h/z/…, h/a/… and h/m/….
setup: mkdir -p h/a h/m && cp -r "$FIX/hardlink/z" h/ && ln h/z/4a4d0000-0000-4000-8000-000000000020.jsonl h/m/ && ln h/z/4a4d0000-0000-4000-8000-000000000020.jsonl h/a/
cwd: $T
args: -c anchor h
--- stdout
h/a/4a4d0000-0000-4000-8000-000000000020.jsonl:1
