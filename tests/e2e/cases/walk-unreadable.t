# docs/reference.md §1: unreadable entries found during a walk (a file, a
# folder) are skipped with one warning each on stderr; the rest is searched,
# exit 0. The unreadable file holds its own session. Runs as user nobody when
# root, without the index (nobody cannot write this HOME's cache folder).
setup: mkdir -p w/locked && cp "$FIX/basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl" w/ && sed s/a1b2c3d4/5ec0e700/g "$FIX/basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl" > w/5ec0e700-0000-4000-8000-000000000001.jsonl && cp w/5ec0e700-0000-4000-8000-000000000001.jsonl w/locked/ && chmod 000 w/5ec0e700-0000-4000-8000-000000000001.jsonl w/locked
cwd: $T
run: as_nobody memgrep --no-index -l retry w
stderr-lines: 2
--- stdout
w/a1b2c3d4-0000-4000-8000-000000000001.jsonl
--- stderr-contains
w/5ec0e700-0000-4000-8000-000000000001.jsonl
w/locked
