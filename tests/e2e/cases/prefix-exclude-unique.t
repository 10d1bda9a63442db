# --exclude-session PREFIX: after the scan the value becomes the one session
# id it starts (0199a1b2-1 → 0199a1b2-1111-…), which is left out.
env: HOME=$FIX/browse/home
run: memgrep --codex --exclude-session 0199a1b2-1 buoy
--- stdout
[1/1] 0199a1b2-2 • 2025-05-04 10:31 • /home/dev/harbor • 2 matches • Paint the harbor buoy green
  user       2025-05-04 10:30  L2  Paint the harbor buoy green
  assistant  2025-05-04 10:31  L3  The harbor buoy is green now
--- stderr
