# One Codex session in two rollout files (browse/split: the later rollout's
# first session_meta carries the same id, and it replays the first two
# messages with their original timestamps): both files are listed, and the
# replayed messages are shown once, in time order with the new ones. It
# resumes in its cwd (issue 28 point 6).
run: "$E2E_BIN" show -j 1 0199b browse/split
--- stdout
session 0199b000-3333-7ccc-8000-000000000003
source:   codex
title:    Measure the dock pilings  (its first prompt)
project:  /home/dev/dock
time:     2025-05-06 08:00 – 2025-05-07 09:01, 4 messages
files:    browse/split/rollout-2025-05-06T08-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl
          browse/split/rollout-2025-05-07T09-00-00-0199b000-3333-7ccc-8000-000000000003.jsonl
resume:   cd '/home/dev/dock' && codex resume 0199b000-3333-7ccc-8000-000000000003

2025-05-06 08:00  user
    Measure the dock pilings

2025-05-06 08:01  assistant
    The dock pilings are 12 m deep

2025-05-07 09:00  user
    And the dock cranes?

2025-05-07 09:01  assistant
    The dock cranes are rated for 40 t
--- stderr
