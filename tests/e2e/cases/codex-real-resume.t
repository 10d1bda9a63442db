# Real corpus (tests/real): the second Hoper-J rollout resumes the first (its
# second session_meta names 9cd28a74) but replays the old history with new
# timestamps (06:12:37.xxx), so by docs/reference.md §8 the replayed assistant
# message is a different message: one match in each session, the resumed one
# under its own id (613a9a68, its first session_meta). Run from the repository
# root, so the paths printed start with tests/real/.
cwd: $FIX/../../..
args: --format tsv 我先梳理仓库结构与文档 tests/real/Hoper-J__cpolar-connect
--- stdout
613a9a68-8816-40b2-a2d4-041ade599da6	2025-09-16T06:12:37.395Z	assistant	我先梳理仓库结构与文档，然后定位主要模块与入口点。	/Users/home/Downloads/CpolarAutoUpdater	tests/real/Hoper-J__cpolar-connect/codex/sessions/2025/09/16/rollout-2025-09-16T14-12-31-613a9a68-8816-40b2-a2d4-041ade599da6.jsonl	12	0	codex
9cd28a74-da7e-4458-a91a-fffec2be9d7a	2025-09-16T04:48:36.678Z	assistant	我先梳理仓库结构与文档，然后定位主要模块与入口点。	/Users/home/Downloads/CpolarAutoUpdater	tests/real/Hoper-J__cpolar-connect/codex/sessions/2025/09/16/rollout-2025-09-16T12-47-48-9cd28a74-da7e-4458-a91a-fffec2be9d7a.jsonl	11	0	codex
