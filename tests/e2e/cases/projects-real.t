# memgrep projects over the real transcripts (run from the repository
# root): the Codex projects hold two rollouts each (one of them resumed), two
# episodic-memory transcripts share a worktree; medium-conversation, with no
# time, comes last. CpolarAutoUpdater's 48 messages count the reply of the
# interrupted turn, read from its agent_message (docs/reference.md §8).
cwd: $FIX/../../..
run: "$E2E_BIN" projects -j 1 tests/real
--- stdout
2026-01-21 06:25     1 session       3 messages  /tmp/tmpyyfcniwy
2026-01-21 06:25     1 session       2 messages  /tmp/tmpjzzcbyb3
2026-01-21 06:25     1 session       4 messages  /tmp/tmpcy4oc572
2026-01-21 06:24     1 session       2 messages  /tmp/tmphwsm9u6c
2026-01-21 06:24     1 session      17 messages  /tmp/tmpqwh7888i
2026-01-21 06:20     1 session       3 messages  /tmp/tmp74wiyiny
2026-01-21 06:20     1 session       9 messages  /tmp/tmpw6sk2trg
2025-11-02 16:17     2 sessions    232 messages  /home/randy/projects/python-3/OpenPrintKit
2025-10-08 20:52     1 session       3 messages  /Users/testuser/.worktrees/example-feature/skills/collaboration/remembering-conversations/tool
2025-10-08 17:01     1 session      48 messages  /Users/testuser/Documents/GitHub/example-org/example-project
2025-09-20 05:11     2 sessions    154 messages  /Users/testuser/Documents/GitHub/projects/example-project/.worktrees/streaming
2025-09-16 06:27     2 sessions     48 messages  /Users/home/Downloads/CpolarAutoUpdater
                     1 session       1 message   obra__episodic/memory
--- stderr
