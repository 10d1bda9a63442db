# tsv rows for memory: empty session_id and timestamp, type `memory`, the
# whole text (escaped: a tab as \t, a backslash as \\), empty project,
# then file, line and source `memory`. No header row without --header.
args: --source memory --format tsv melon memory/rules/tsv.md
--- stdout
		memory	melon\ttab and a back\\slash		memory/rules/tsv.md	1	0	memory
		memory	melon again		memory/rules/tsv.md	3	0	memory
