# docs/reference.md §1: the same file reached through two PATHs (its folder and
# the file itself, spelt differently) counts once, under the smallest path.
# Its line has no uuid, so only this rule keeps the count at 1.
args: -c anchor hardlink/z/4a4d0000-0000-4000-8000-000000000020.jsonl ./hardlink
--- stdout
./hardlink/z/4a4d0000-0000-4000-8000-000000000020.jsonl:1
