# --resume adds under each row the command that reopens the session: `cd
# 'PROJECT' && claude --resume ID` (the project single-quoted, its ' written
# '\''), `cd 'PROJECT' && codex resume ID` (issue 28 point 6: Codex resumes
# in the folder it is run from).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude,codex --resume
--- stdout
2025-05-04 10:31  0199a1b2-2  codex      2  /home/dev/harbor  Paint the harbor buoy green
  resume: cd '/home/dev/harbor' && codex resume 0199a1b2-2222-7bbb-8000-000000000002
2025-05-04 10:01  0199a1b2-1  codex      2  /home/dev/harbor  Paint the harbor buoy red
  resume: cd '/home/dev/harbor' && codex resume 0199a1b2-1111-7aaa-8000-000000000001
2025-05-03 07:01  5e55c00     claude     3  /home/dev/it's here  Tugboat's log
  resume: cd '/home/dev/it'\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c
2025-05-02 08:02  5e55b00     claude     2  /home/dev/harbor  Check the mooring lines before the storm arrives tonight and report every fraye…
  resume: cd '/home/dev/harbor' && claude --resume 5e55b000-0000-4000-8000-00000000000b
2025-05-01 09:11  5e55a00     claude     7  /home/dev/harbor  Harbor crane planning
  resume: cd '/home/dev/harbor' && claude --resume 5e55a000-0000-4000-8000-00000000000a
--- stderr
