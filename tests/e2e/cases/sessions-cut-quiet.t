# -q: the cut notice is not printed.
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude,codex -n 2 -q
--- stdout
2025-05-04 10:31  0199a1b2-2  codex      2  /home/dev/harbor  Paint the harbor buoy green
2025-05-04 10:01  0199a1b2-1  codex      2  /home/dev/harbor  Paint the harbor buoy red
--- stderr
