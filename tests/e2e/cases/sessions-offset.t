# --offset K skips the K newest: -n 2 --offset 2 is the third and fourth,
# --offset 4 the last one; with --offset the notice says which part of the
# list was shown.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude,codex -n 2 --offset 2; echo; "$E2E_BIN" sessions -j 1 --source claude,codex -n 2 --offset 4
--- stdout
2025-05-03 07:01  5e55c00  claude     3  /home/dev/it's here  Tugboat's log
2025-05-02 08:02  5e55b00  claude     2  /home/dev/harbor  Check the mooring lines before the storm arrives tonight and report every fraye…

2025-05-01 09:11  5e55a00  claude     7  /home/dev/harbor  Harbor crane planning
--- stderr
memgrep: sessions 3 to 4 of 5 shown (--offset 2)
memgrep: sessions 5 to 5 of 5 shown (--offset 4)
