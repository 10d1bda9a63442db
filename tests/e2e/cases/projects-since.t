# memgrep projects --since/--until: the sessions and messages in the window
# only (5e55a's last five, 5e55b's first).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" projects -j 1 --since 2025-05-01T09:06 --until 2025-05-02T08:01:30
--- stdout
2025-05-02 08:01     2 sessions      6 messages  /home/dev/harbor
--- stderr
