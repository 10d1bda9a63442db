# memgrep sessions over the real transcripts (tests/real, run from the
# repository root; explicit PATHs hold every source): all 16 sessions newest
# first, headless Claude Code sessions (DRMacIver) titled by their first
# prompt, Codex rollouts (the resumed one, 613a9a6, is its own session) and
# medium-conversation (no time, no sessionId, only a summary line: its id is
# its file name, no title). The Codex rollout whose only message is its
# environment (fa1ac8b) has no message to count and is not listed. 613a9a6
# counts the reply of its interrupted turn, line 355, read from its
# agent_message (docs/reference.md §8).
# Issue 28 point 4: large-conversation's second summary line names, by its
# leafUuid, tiny-conversation's last message: it counts in 67a8478 (6
# messages, not 5), not in 0fae044 (148, not 149).
cwd: $FIX/../../..
run: "$E2E_BIN" sessions -j 1 -n 50 tests/real
--- stdout
2026-01-21 06:25  e474378  claude     3  /tmp/tmpyyfcniwy  Read src/main.py and add a docstring to the top. Then stop.
2026-01-21 06:25  645d338  claude     2  /tmp/tmpjzzcbyb3  I've reviewed my work and it's complete. Stop now.
2026-01-21 06:25  cb88ae1  claude     4  /tmp/tmpcy4oc572  Read test.txt and change the content to "modified content". Commit the change, …
2026-01-21 06:24  063004b  claude     2  /tmp/tmphwsm9u6c  Read the README.md file and tell me what it says. Then stop.
2026-01-21 06:24  c7d3d95  claude    17  /tmp/tmpqwh7888i  Port this Python project to Rust. Create a standalone Rust library (no Python b…
2026-01-21 06:20  de3b8b1  claude     3  /tmp/tmp74wiyiny  Write a shell script called hello.sh that prints "Hello world" and run it.
2026-01-21 06:20  c64cc47  claude     9  /tmp/tmpw6sk2trg  Add a function called multiply_numbers(a: int, b: int) -> int that multiplies t…
2025-11-02 16:17  97b66f6  codex    107  /home/randy/projects/python-3/OpenPrintKit  continue
2025-11-01 17:31  c61729d  codex    125  /home/randy/projects/python-3/OpenPrintKit  Can we continue from where we left off?
2025-10-08 20:52  982581e  claude     3  /Users/testuser/.worktrees/example-feature/skills/collaboration/remembering-conversations/tool  Summarize this part of a conversation in 2-3 sentences. What happened, what was…
2025-10-08 17:01  9a9eadc  claude    48  /Users/testuser/Documents/GitHub/example-org/example-project  please read the research and the resources directories. then talk to me about t…
2025-09-20 05:11  0fae044  claude   148  /Users/testuser/Documents/GitHub/projects/example-project/.worktrees/streaming  I see four uncommitted files?
2025-09-19 17:36  67a8478  claude     6  /Users/testuser/Documents/GitHub/projects/example-project/.worktrees/streaming  Lately, I've noticed you being very tentative. "I've identified a clear problem…
2025-09-16 06:27  613a9a6  codex     33  /Users/home/Downloads/CpolarAutoUpdater  检查目前项目的设计
2025-09-16 06:12  9cd28a7  codex     15  /Users/home/Downloads/CpolarAutoUpdater  检查目前项目的设计
                  medium-  claude     1  obra__episodic/memory
--- stderr
