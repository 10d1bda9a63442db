# Issue 30, docs/reference.md §2: a Qwen Code session resumes with
# `cd 'PROJECT' && qwen --resume ID` (its CLI's -r/--resume; Qwen Code
# refuses a session whose cwd is not the current project's).
env: QWEN_HOME=$FIX/../../recorded/qwen-code-0.24.4/.qwen
args: --resume hobbledehoy
--- stdout
[1/1] 8589294 • 2026-11-29 11:33 • /tmp/memgrep-record/qwen/proj • 2 matches • Run echo hello, then say tatterdemalion: données, 日本語
  resume: cd '/tmp/memgrep-record/qwen/proj' && qwen --resume 85892941-7fe7-4821-bda4-fbff73c40ba9
  user       2026-11-29 11:33  Run echo again, then say hobbledehoy: naïve café
  assistant  2026-11-29 11:33  hobbledehoy answer 2
--- stderr
--- check
memgrep --format json hobbledehoy | python3 -c 'import json,sys; d=json.load(sys.stdin); r=d["sessions"][0]["resume"]; assert r == "cd '"'"'/tmp/memgrep-record/qwen/proj'"'"' && qwen --resume 85892941-7fe7-4821-bda4-fbff73c40ba9", r'
