# memgrep projects: each project with its session count, message count (the
# sessions' counts added up) and last activity, latest first; every project
# is listed (no -n default). The second listing is of Claude Code's alone
# (its Codex sessions are listed by default since issue 28 point 5).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" projects -j 1 --source claude,codex; echo; "$E2E_BIN" projects -j 1 --source claude
--- stdout
2025-05-04 10:31     4 sessions     13 messages  /home/dev/harbor
2025-05-03 07:01     1 session       3 messages  /home/dev/it's here

2025-05-03 07:01     1 session       3 messages  /home/dev/it's here
2025-05-02 08:02     2 sessions      9 messages  /home/dev/harbor
--- stderr
