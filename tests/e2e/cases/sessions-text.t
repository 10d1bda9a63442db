# memgrep sessions: the sessions of the default sources (as search: every
# one whose root exists, Claude Code's and Codex's here since issue 28 point
# 5), newest first (last message time): time, short id, source, message
# count (user, assistant and summary messages that are not noise: the short
# "ok" and the subagent files' messages count, the isMeta line and the
# <system-reminder> block do not), project, title (the title line, else the
# first real prompt cut to 80 code points with …).
env: HOME=$FIX/browse/home
run: "$E2E_BIN" sessions -j 1
--- stdout
2025-05-04 10:31  0199a1b2-2  codex      2  /home/dev/harbor  Paint the harbor buoy green
2025-05-04 10:01  0199a1b2-1  codex      2  /home/dev/harbor  Paint the harbor buoy red
2025-05-03 07:01  5e55c00     claude     3  /home/dev/it's here  Tugboat's log
2025-05-02 08:02  5e55b00     claude     2  /home/dev/harbor  Check the mooring lines before the storm arrives tonight and report every fraye…
2025-05-01 09:11  5e55a00     claude     7  /home/dev/harbor  Harbor crane planning
--- stderr
