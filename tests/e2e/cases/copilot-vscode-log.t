# Issue 30, docs/reference.md §1: a .jsonl chat session of VS Code is a log
# of mutations (ObjectMutationLog), replayed before it is read: the
# initial state (kind 0), a response part pushed (kind 2), the title set
# (kind 1), a request appended, its response replaced from index 0 (kind 2
# with i), a member deleted (kind 3). What only a mutation wrote is found
# (callipygian answer 1, frabjous reasoning, the title Pettifogger); what a
# later mutation overwrote is not (the first title Vorpal, the draft
# answer galumphing), nor what the stale flat .json beside the log holds
# (skullduggery): VS Code reads the log.
env: HOME=$FIX/../../recorded/copilot-vscode-built/home
run: for q in callipygian "--thinking reasoning" pettifogger; do memgrep --source copilot --format tsv $q | cut -f 1-4; done; for q in vorpal galumphing skullduggery; do memgrep --source copilot -c --keep-noise $q; echo "$q: $?"; done
--- stdout
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T06:26:40.000Z	user	Tell me of the callipygian
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T06:26:40.000Z	assistant	callipygian answer 1
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T07:26:40.000Z	thinking	frabjous reasoning
5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11	2026-11-29T05:26:41.000Z	thinking	collywobbles reasoning
9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8	2026-11-29T07:26:40.000Z	summary	Pettifogger session
vorpal: 1
galumphing: 1
skullduggery: 1
--- check
# The title is the one the log set last.
"$E2E_BIN" sessions -j 1 --source copilot | grep -q '9d2e4f6 .* Pettifogger session$'
