# docs/reference.md §5: an explicit PATH that exists but cannot be read is exit
# 2, one line on stderr, nothing on stdout. Root reads everything, so the
# program runs as user nobody when the suite runs as root.
setup: cp "$FIX/basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl" secret.jsonl && chmod 000 secret.jsonl
cwd: $T
run: as_nobody memgrep retry secret.jsonl
exit: 2
stderr-lines: 1
--- stdout
--- stderr-contains
secret.jsonl
