# memgrep show PREFIX of a Codex rollout: 0199a1b2-2 (the short id that
# sessions and search print for it, since another id shares its first 9
# characters) names one session. A rollout has no title: its first prompt
# is shown as one; it resumes with `cd 'CWD' && codex resume ID` (issue 28
# point 6: Codex resumes in the folder it is run from).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" show -j 1 0199a1b2-2
--- stdout
session 0199a1b2-2222-7bbb-8000-000000000002
source:   codex
title:    Paint the harbor buoy green  (its first prompt)
project:  /home/dev/harbor
time:     2025-05-04 10:30 – 2025-05-04 10:31, 2 messages
files:    $FIX/browse/home/.codex/sessions/2025/05/04/rollout-2025-05-04T10-30-00-0199a1b2-2222-7bbb-8000-000000000002.jsonl
resume:   cd '/home/dev/harbor' && codex resume 0199a1b2-2222-7bbb-8000-000000000002

2025-05-04 10:30  user
    Paint the harbor buoy green

2025-05-04 10:31  assistant
    The harbor buoy is green now
--- stderr
