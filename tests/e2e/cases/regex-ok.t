# docs/reference.md §3: with -e every term is a regular expression.
args: -l -e 'ret+ry l[aeiou]op' basic
--- stdout
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl
