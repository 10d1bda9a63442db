# Issue 30, docs/reference.md §1: pi is on by default when its root
# exists, and is selected by --source pi and by --pi (which adds it); a
# --source that names only another source leaves it out. A pi file given
# as a PATH is told by its session header.
setup: ln -s "$FIX/../../recorded/pi-0.73.1/.pi" "$HOME/"
run: memgrep -c snollygoster; memgrep --source pi -c snollygoster; memgrep --pi -c snollygoster; memgrep --source codex snollygoster 2>&1; echo "exit $?"; memgrep --no-index --format json snollygoster $FIX/../../recorded/pi-0.73.1/.pi/agent/sessions | python3 -c 'import json, sys; d = json.load(sys.stdin); print([s["source"] for s in d["sessions"]])'
--- stdout
$T/home/.pi/agent/sessions/--tmp-memgrep-record-pi-proj--/2026-11-29T11-36-28-016Z_01a22717-9a6f-7482-9638-79151d079266.jsonl:2
$T/home/.pi/agent/sessions/--tmp-memgrep-record-pi-proj--/2026-11-29T11-36-28-016Z_01a22717-9a6f-7482-9638-79151d079266.jsonl:2
$T/home/.pi/agent/sessions/--tmp-memgrep-record-pi-proj--/2026-11-29T11-36-28-016Z_01a22717-9a6f-7482-9638-79151d079266.jsonl:2
memgrep: warning: no history found: $T/home/.codex/sessions does not exist
exit 1
['pi']
--- stderr
