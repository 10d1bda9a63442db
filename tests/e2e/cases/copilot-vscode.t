# Issue 30, docs/reference.md §1: VS Code Copilot Chat's sessions
# (tests/recorded/copilot-vscode-built, built from VS Code's source: a
# flat .json session, a .jsonl mutation log, an empty window's session),
# read by the copilot row. Each kind is found: the prompts (message.text),
# the answers (markdown parts), the reasoning with --thinking (thinking
# parts), the tool call (its id, command line, past-tense message, input
# and output) with --tools; non-ASCII text. The same without the index,
# without the prefilter, through --partial and merge, with --copilot, and
# after `memgrep index`.
env: HOME=$FIX/../../recorded/copilot-vscode-built/home
run: for q in borborygmus callipygian frabjous brouhaha 日本語 "--thinking collywobbles" "--tools zymurgy"; do memgrep --source copilot --format tsv $q | cut -f 1-4,7-9; done
--- stdout
5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11	2026-11-29T05:26:41.000Z	user	Explain the borborygmus parser, données 日本語	3	0	copilot
5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11	2026-11-29T05:26:41.000Z	assistant	First I run a command.\nborborygmus answer 1	4	0	copilot
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T06:26:40.000Z	user	Tell me of the callipygian	3	0	copilot
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T06:26:40.000Z	assistant	callipygian answer 1	4	0	copilot
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T07:26:40.000Z	user	Later: the frabjous day, données 日本語	5	0	copilot
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T07:26:40.000Z	assistant	frabjous answer 2	6	0	copilot
e0e1e2e3-0000-4000-8000-empty0window	2026-11-29T08:26:40.000Z	user	A brouhaha in an empty window	2	0	copilot
e0e1e2e3-0000-4000-8000-empty0window	2026-11-29T08:26:40.000Z	assistant	brouhaha answer	3	0	copilot
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T07:26:40.000Z	user	Later: the frabjous day, données 日本語	5	0	copilot
5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11	2026-11-29T05:26:41.000Z	user	Explain the borborygmus parser, données 日本語	3	0	copilot
5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11	2026-11-29T05:26:41.000Z	thinking	collywobbles reasoning	4	0	copilot
5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11	2026-11-29T05:26:41.000Z	tool	run_in_terminal\necho zymurgy\nRan `echo zymurgy`\n{"command":"echo zymurgy"}\nzymurgy printed	4	0	copilot
--- stderr
--- check
each() { for q in borborygmus callipygian frabjous brouhaha 日本語 "--thinking collywobbles" "--tools zymurgy"; do "$@" $q | cut -f 1-4,7-9; done; }
each memgrep --no-index --source copilot --format tsv >"$T/files"
cmp "$OUT" "$T/files"
each memgrep --no-index --no-prefilter --source copilot --format tsv >"$T/all"
cmp "$OUT" "$T/all"
each memgrep --copilot --format tsv >"$T/option"
cmp "$OUT" "$T/option"
# On by default: VS Code's folders exist, ~/.copilot does not.
each memgrep --format tsv >"$T/default"
cmp "$OUT" "$T/default"
"$E2E_BIN" index -j 1 >/dev/null
each memgrep --source copilot --format tsv >"$T/indexed"
cmp "$OUT" "$T/indexed"
for q in borborygmus callipygian frabjous brouhaha 日本語 "--thinking collywobbles" "--tools zymurgy"; do
	memgrep --no-index --source copilot --partial $q >"$T/partial"
	"$E2E_BIN" merge --format tsv "$T/partial" | cut -f 1-4,7-9
done >"$T/merged"
cmp "$OUT" "$T/merged"
# Another source leaves them out.
if memgrep --source claude borborygmus; then exit 1; fi
