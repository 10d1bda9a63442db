# The other rollout (…-1111-…) has no match for "green" but is seen in the
# run, so the printed id still needs 10 characters to be unique.
env: HOME=$FIX/browse/home
run: memgrep --codex green
--- stdout
[1/1] 0199a1b2-2 • 2025-05-04 10:31 • /home/dev/harbor • 2 matches • Paint the harbor buoy green
  user       2025-05-04 10:30  L2  Paint the harbor buoy green
  assistant  2025-05-04 10:31  L3  The harbor buoy is green now
--- stderr
