# Issue 30, docs/reference.md §1: omp is on by default when its root
# exists, and is selected by --source omp and by --omp; a --source that
# names only another source leaves it out. A file is omp's by its title
# slot (its first line) wherever it is; one whose first line is pi's
# header (omp's before the slot: a recorded session without its slot) is
# omp's below omp's root, and pi's elsewhere.
setup: mkdir -p "$HOME/.omp/agent/sessions/old" "$T/elsewhere/old" "$T/elsewhere/slot"; for f in "$FIX/../../recorded/omp-18.2.3"/.omp/agent/sessions/*/*.jsonl; do tail -n +2 "$f" > "$HOME/.omp/agent/sessions/old/${f##*/}"; cp "$HOME/.omp/agent/sessions/old/${f##*/}" "$T/elsewhere/old/"; cp "$f" "$T/elsewhere/slot/"; done
run: memgrep -c numbskull; memgrep --source omp -c numbskull; memgrep --omp -c numbskull; memgrep --source codex numbskull 2>&1; echo "exit $?"; for p in "$HOME/.omp/agent/sessions" "$T/elsewhere/old" "$T/elsewhere/slot"; do memgrep --no-index --format json numbskull "$p" | python3 -c 'import json, sys; d = json.load(sys.stdin); print(sorted(s["source"] for s in d["sessions"]))'; done
--- stdout
$T/home/.omp/agent/sessions/old/2026-11-29T15-04-29-947Z_01a227d6-0ffb-7539-bc38-12802670135a.jsonl:2
$T/home/.omp/agent/sessions/old/2026-11-29T15-04-29-947Z_01a227d6-0ffb-7539-bc38-12802670135a.jsonl:2
$T/home/.omp/agent/sessions/old/2026-11-29T15-04-29-947Z_01a227d6-0ffb-7539-bc38-12802670135a.jsonl:2
memgrep: warning: no history found: $T/home/.codex/sessions does not exist
exit 1
['omp']
['pi']
['omp']
--- stderr
