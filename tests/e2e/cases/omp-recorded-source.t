# Issue 30, docs/reference.md §1: omp is on by default when its root
# exists, and is selected by --source omp and by --omp; a --source that
# names only another source leaves it out. A file is omp's by its title
# slot (its first line), or, with pi's header first (omp before the slot),
# by where it lives: below omp's root it is omp's, elsewhere pi's.
setup: ln -s "$FIX/../../recorded/omp-18.3.4/.omp" "$HOME/"; mkdir "$T/elsewhere"; cp "$FIX/../../recorded/omp-18.3.4"/.omp/agent/sessions/*/*7c00*.jsonl "$FIX/../../recorded/omp-18.3.4"/.omp/agent/sessions/*/*5a00*.jsonl "$T/elsewhere/"
run: memgrep -c codswallop; memgrep --source omp -c codswallop; memgrep --omp -c codswallop; memgrep --source codex codswallop 2>&1; echo "exit $?"; for p in "$HOME/.omp/agent/sessions" "$T/elsewhere"; do memgrep --no-index --format json "codswallop|numbskull" "$p" | python3 -c 'import json, sys; d = json.load(sys.stdin); print(sorted(s["source"] for s in d["sessions"]))'; done
--- stdout
$T/home/.omp/agent/sessions/-tmp-memgrep-record-omp-proj/2026-11-29T12-00-00-000Z_019ad0e1-5a00-7a11-8c3e-4f2d9e6b7a01.jsonl:2
$T/home/.omp/agent/sessions/-tmp-memgrep-record-omp-proj/2026-11-29T12-00-00-000Z_019ad0e1-5a00-7a11-8c3e-4f2d9e6b7a01.jsonl:2
$T/home/.omp/agent/sessions/-tmp-memgrep-record-omp-proj/2026-11-29T12-00-00-000Z_019ad0e1-5a00-7a11-8c3e-4f2d9e6b7a01.jsonl:2
memgrep: warning: no history found: $T/home/.codex/sessions does not exist
exit 1
['omp', 'omp']
['omp', 'pi']
--- stderr
