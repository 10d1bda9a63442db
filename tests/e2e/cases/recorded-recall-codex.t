# Issue 28 point 7 on rollouts Codex CLI 0.171.0 wrote itself
# (tests/recorded/README.md, codex-0.171.0-recall): its exec_command tool
# ran memgrep (line 10 of each), linked to its output by call_id (line 13).
# In 247d the output had results (exit code 0): the answer "gossamer answer
# 1" after it is dropped, found with --recall-cutoff off. In 2a59 memgrep
# found nothing (Codex's header says `Process exited with code 1`): the
# answer "brimstone answer 1" is found (docs/reference.md §4.3).
cwd: $FIX/../../recorded/codex-0.171.0-recall/.codex
run: memgrep -c gossamer sessions; echo "status $?"; memgrep --recall-cutoff off --format tsv gossamer sessions; memgrep --format tsv brimstone sessions; memgrep --no-index --format tsv brimstone sessions
--- stdout
status 1
01a22609-247d-7a62-8e9a-dad378d33707	2026-11-29T06:41:03.371Z	assistant	gossamer answer 1	/tmp/memgrep-record/codex-recall/proj	sessions/2026/11/29/rollout-2026-11-29T06-41-03-01a22609-247d-7a62-8e9a-dad378d33707.jsonl	16	0	codex
01a22609-2a59-7510-9e5c-0b79221c7aa4	2026-11-29T06:41:04.883Z	assistant	brimstone answer 1	/tmp/memgrep-record/codex-recall/proj	sessions/2026/11/29/rollout-2026-11-29T06-41-04-01a22609-2a59-7510-9e5c-0b79221c7aa4.jsonl	16	0	codex
01a22609-2a59-7510-9e5c-0b79221c7aa4	2026-11-29T06:41:04.883Z	assistant	brimstone answer 1	/tmp/memgrep-record/codex-recall/proj	sessions/2026/11/29/rollout-2026-11-29T06-41-04-01a22609-2a59-7510-9e5c-0b79221c7aa4.jsonl	16	0	codex
--- stderr
No results found for "gossamer" in sessions.
Hint: try --recall-cutoff off (1 matching message is cut after a memory search in their session)
