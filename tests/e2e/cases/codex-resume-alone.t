# Control for codex-resume-dedup: alone, the resumed rollout's replayed
# messages are found (4 messages; the +02:00 timestamp is valid).
args: --format tsv kiln codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl
--- stdout
c0de3333-0000-4000-8000-000000000003	2025-04-02T11:00:10+02:00	user	Add a kiln temperature alarm to the dashboard	/home/dev/kiln	codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl	4	0	codex
c0de3333-0000-4000-8000-000000000003	2025-04-02T09:01:00.000Z	assistant	The kiln temperature alarm is wired to the dashboard	/home/dev/kiln	codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl	6	0	codex
c0de3333-0000-4000-8000-000000000003	2025-04-03T08:01:00.000Z	user	Now make the kiln alarm louder at night	/home/dev/kiln	codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl	7	0	codex
c0de3333-0000-4000-8000-000000000003	2025-04-03T08:02:00.000Z	assistant	The kiln temperature alarm is wired to the dashboard	/home/dev/kiln	codex/resume/rollout-2025-04-03T08-00-00-c0de3333-0000-4000-8000-000000000003.jsonl	9	0	codex
