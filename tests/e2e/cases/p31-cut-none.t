# Issue 31 point 6: a search -n 0 cut every one of its results: stderr says
# how many were left out, as memgrep sessions -n 0 does, in every format
# (text, tsv, jsonl, -l, -c, --flat), and json's document says it too
# (total 12, capped, no session); exit 1, nothing printed. Not "No results
# found", which there were. With -q, nothing on stderr.
setup: python3 "$FIX/../gen-many.py" many 12 1
cwd: $T
run: for f in "" "--format tsv" "--format jsonl" -l -c --flat; do memgrep -n 0 $f heron many; echo "exit $?"; done; memgrep -n 0 --format json heron many | python3 -c 'import json, sys; d = json.load(sys.stdin); print(d["total"], d["capped"], d["sessions"])'; memgrep -q -n 0 heron many; echo "exit $?"
--- stdout
exit 1
exit 1
exit 1
exit 1
exit 1
exit 1
12 True []
exit 1
--- stderr
memgrep: none of the 12 sessions shown: raise -n
memgrep: none of the 12 sessions shown: raise -n
memgrep: none of the 12 sessions shown: raise -n
memgrep: none of the 12 sessions shown: raise -n
memgrep: none of the 12 sessions shown: raise -n
memgrep: none of the 12 messages shown: raise -n
memgrep: none of the 12 sessions shown: raise -n
