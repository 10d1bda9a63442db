# Issue 30, docs/reference.md §1: the session GitHub Copilot CLI 1.0.102
# recorded (tests/recorded/copilot-1.0.102: a prompt with non-ASCII text,
# its reasoning, a shell call and its result, the answer, then the same
# session resumed with a second prompt and call). Each kind is found: the
# typed prompts, the answers, the reasoning with --thinking (the
# reasoningText of the two assistant.message events of the first turn),
# the calls (name, command, description) and results with --tools. The
# same through the index (made by the first search, then fresh), without
# it, through --partial and merge, and with --copilot for --source copilot.
env: COPILOT_HOME=$FIX/../../recorded/copilot-1.0.102/.copilot
run: for q in phylactery zugzwang 日本語 "--thinking ophicleide" "--tools hello"; do memgrep --source copilot --format tsv $q | cut -f 1-4,7-9; done
--- stdout
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:01.841Z	user	Run echo hello, then say phylactery: données, 日本語	2	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:02.329Z	assistant	phylactery answer 1	12	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:04.136Z	user	Resumed: say zugzwang	16	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:05.153Z	assistant	zugzwang answer 2	25	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:01.841Z	user	Run echo hello, then say phylactery: données, 日本語	2	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:02.086Z	thinking	ophicleide reasoning	6	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:02.329Z	thinking	ophicleide reasoning	12	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:01.841Z	user	Run echo hello, then say phylactery: données, 日本語	2	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:02.086Z	tool	bash\necho hello\nphylactery description	6	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:02.196Z	tool	hello\n<shellId: 0 completed with exit code 0>	8	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:04.789Z	tool	bash\necho hello\nzugzwang description	19	0	copilot
c04170b4-8b97-4cb9-ab88-c8bd9a379e2f	2026-11-29T11:34:04.850Z	tool	hello\n<shellId: 0 completed with exit code 0>	21	0	copilot
--- stderr
--- check
each() { for q in phylactery zugzwang 日本語 "--thinking ophicleide" "--tools hello"; do "$@" $q | cut -f 1-4,7-9; done; }
# The index: made above, fresh now.
memgrep --source copilot --stats -c phylactery 2>"$T/stats" >/dev/null
grep -q 'files: 1 fresh, 0 grown, 0 made' "$T/stats"
each memgrep --source copilot --format tsv >"$T/fresh"
cmp "$OUT" "$T/fresh"
each memgrep --no-index --source copilot --format tsv >"$T/files"
cmp "$OUT" "$T/files"
each memgrep --no-index --no-prefilter --source copilot --format tsv >"$T/all"
cmp "$OUT" "$T/all"
each memgrep --copilot --format tsv >"$T/option"
cmp "$OUT" "$T/option"
for q in phylactery zugzwang 日本語 "--thinking ophicleide" "--tools hello"; do
	memgrep --no-index --source copilot --partial $q >"$T/partial"
	"$E2E_BIN" merge --format tsv "$T/partial" | cut -f 1-4,7-9
done >"$T/merged"
cmp "$OUT" "$T/merged"
