# Issue 30, docs/reference.md §2: pi resumes a session with
# `pi --session ID`, looked for among the current folder's project's
# sessions (one of another project it offers to fork: main.ts,
# resolveSessionPath), so the command goes to the header's cwd first: in
# show, --resume and json's "resume". The default root is ~/.pi/agent/sessions.
setup: ln -s "$FIX/../../recorded/pi-0.73.1/.pi" "$HOME/"
run: "$E2E_BIN" show -j 1 01a22717-bc | grep '^resume:'; memgrep --resume gobbledygook | grep 'resume:'; memgrep --format json gobbledygook | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessions"][0]["resume"])'
--- stdout
resume:   cd '/tmp/memgrep-record/pi/proj' && pi --session 01a22717-bc2e-7639-8d7b-e15d2f9d3ca7
  resume: cd '/tmp/memgrep-record/pi/proj' && pi --session 01a22717-bc2e-7639-8d7b-e15d2f9d3ca7
cd '/tmp/memgrep-record/pi/proj' && pi --session 01a22717-bc2e-7639-8d7b-e15d2f9d3ca7
--- stderr
