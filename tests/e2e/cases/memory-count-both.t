# -c with sessions and memory: file:count for each.
args: -c --memory retry basic memory/json
--- stdout
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl:2
memory/json/notes.md:2
