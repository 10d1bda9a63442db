# --exclude-session takes a unique prefix in the listings too. (Claude Code's
# sessions alone: the fixture's Codex ones are listed by default since issue
# 28 point 5.)
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1 --source claude --exclude-session 5e55b
--- stdout
2025-05-03 07:01  5e55c00  claude     3  /home/dev/it's here  Tugboat's log
2025-05-01 09:11  5e55a00  claude     7  /home/dev/harbor  Harbor crane planning
--- stderr
