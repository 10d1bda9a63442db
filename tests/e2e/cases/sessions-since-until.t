# --since and --until: a session is listed when it has a message in the
# window, its count and time are those of its messages in the window
# (5e55a: 09:06 to 09:11, five of seven; 5e55b: 08:01 only); --until with a
# date alone takes the whole day.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --since 2025-05-01T09:06 --until 2025-05-02T08:01:30; echo; "$E2E_BIN" sessions -j 1 --until 2025-05-02
--- stdout
2025-05-02 08:01  5e55b00  claude     1  /home/dev/harbor  Check the mooring lines before the storm arrives tonight and report every fraye…
2025-05-01 09:11  5e55a00  claude     5  /home/dev/harbor  Harbor crane planning

2025-05-02 08:02  5e55b00  claude     2  /home/dev/harbor  Check the mooring lines before the storm arrives tonight and report every fraye…
2025-05-01 09:11  5e55a00  claude     7  /home/dev/harbor  Harbor crane planning
--- stderr
