# --resume adds `  resume: CMD` under each text header: `cd 'PROJECT' &&
# claude --resume ID` with the project single-quoted (its ' written '\'',
# the space kept inside the quotes) and `cd 'PROJECT' && codex resume ID`
# (issue 28 point 6: Codex resumes in the folder it is run from).
env: HOME=$FIX/browse/home
run: memgrep --source claude,codex --resume 'buoy|tugboat'
--- stdout
[1/3] 5e55c00 • 2025-05-03 07:01 • /home/dev/it's here • 3 matches • Tugboat's log
  resume: cd '/home/dev/it'\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c
  user       2025-05-03 07:00  L1  Write the tugboat log
  assistant  2025-05-03 07:01  L2  The tugboat log is written
  summary    2025-05-03 07:01  L3  Tugboat's log

[2/3] 0199a1b2-2 • 2025-05-04 10:31 • /home/dev/harbor • 2 matches • Paint the harbor buoy green
  resume: cd '/home/dev/harbor' && codex resume 0199a1b2-2222-7bbb-8000-000000000002
  user       2025-05-04 10:30  L2  Paint the harbor buoy green
  assistant  2025-05-04 10:31  L3  The harbor buoy is green now

[3/3] 0199a1b2-1 • 2025-05-04 10:01 • /home/dev/harbor • 2 matches • Paint the harbor buoy red
  resume: cd '/home/dev/harbor' && codex resume 0199a1b2-1111-7aaa-8000-000000000001
  user       2025-05-04 10:00  L3  Paint the harbor buoy red
  assistant  2025-05-04 10:01  L4  The harbor buoy is red now
--- stderr
