# Issue 30, docs/reference.md §2: a Qwen Code session resumes with
# `cd 'PROJECT' && qwen --resume ID` (its CLI's -r/--resume; Qwen Code
# refuses a session whose cwd is not the current project's).
env: QWEN_HOME=$FIX/../../recorded/qwen-code-0.24.4/.qwen
args: --resume hobbledehoy
--- stdout
[1/1] ca4bb77 • 2026-11-29 11:52 • /tmp/memgrep-record/qwen/proj • 2 matches • Skedaddle title
  resume: cd '/tmp/memgrep-record/qwen/proj' && qwen --resume ca4bb773-8e75-4310-ab58-292eb009942a
  user       2026-11-29 11:52  L9   Run echo again, then say hobbledehoy: naïve café
  assistant  2026-11-29 11:52  L16  hobbledehoy answer 2
--- stderr
--- check
memgrep --format json hobbledehoy | python3 -c 'import json,sys; d=json.load(sys.stdin); r=d["sessions"][0]["resume"]; assert r == "cd '"'"'/tmp/memgrep-record/qwen/proj'"'"' && qwen --resume ca4bb773-8e75-4310-ab58-292eb009942a", r'
