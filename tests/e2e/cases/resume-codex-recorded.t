# docs/reference.md §2 (issue 28 point 6): Codex CLI resumes a session in
# the folder it is run from (openai/codex#4791), so its resume command goes
# to the rollout's cwd first, `cd 'CWD' && codex resume ID`, as Claude
# Code's does: in show, json's "resume" and --resume, on the rollout that
# Codex 0.171.0 recorded (cwd /tmp/memgrep-record/codex/proj).
setup: ln -s "$FIX/../../recorded/codex-0.171.0/.codex" "$HOME/"
run: "$E2E_BIN" show -j 1 --source codex 01a2252e-d3 | grep '^resume:'; memgrep --source codex --resume vexillary | grep 'resume:'; memgrep --source codex --format json vexillary | python3 -c 'import json, sys; print(json.load(sys.stdin)["sessions"][0]["resume"])'
--- stdout
resume:   cd '/tmp/memgrep-record/codex/proj' && codex resume 01a2252e-d3c4-70e0-adc9-b27a8f80fd17
  resume: cd '/tmp/memgrep-record/codex/proj' && codex resume 01a2252e-d3c4-70e0-adc9-b27a8f80fd17
cd '/tmp/memgrep-record/codex/proj' && codex resume 01a2252e-d3c4-70e0-adc9-b27a8f80fd17
--- stderr
