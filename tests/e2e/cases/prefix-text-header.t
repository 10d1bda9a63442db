# Search text headers print the shortest prefix of the session id that no
# other session seen in the run shares, at least 7 characters: the two Codex
# rollouts' UUIDv7-like ids share 9 (0199a1b2-), so they print 10; the
# Claude Code ones print 7. The title falls back to the first prompt.
env: HOME=$FIX/browse/home
run: memgrep --source claude,codex 'buoy|tugboat'
--- stdout
[1/3] 5e55c00 • 2025-05-03 07:01 • /home/dev/it's here • 3 matches • Tugboat's log
  user       2025-05-03 07:00  L1  Write the tugboat log
  assistant  2025-05-03 07:01  L2  The tugboat log is written
  summary    2025-05-03 07:01  L3  Tugboat's log

[2/3] 0199a1b2-2 • 2025-05-04 10:31 • /home/dev/harbor • 2 matches • Paint the harbor buoy green
  user       2025-05-04 10:30  L2  Paint the harbor buoy green
  assistant  2025-05-04 10:31  L3  The harbor buoy is green now

[3/3] 0199a1b2-1 • 2025-05-04 10:01 • /home/dev/harbor • 2 matches • Paint the harbor buoy red
  user       2025-05-04 10:00  L3  Paint the harbor buoy red
  assistant  2025-05-04 10:01  L4  The harbor buoy is red now
--- stderr
