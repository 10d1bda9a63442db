# tsv --header: the one header row, then the memory rows.
args: --source memory --format tsv --header melon memory/rules/tsv.md
--- stdout
session_id	timestamp	type	text	project	file	line	context	source
		memory	melon\ttab and a back\\slash		memory/rules/tsv.md	1	0	memory
		memory	melon again		memory/rules/tsv.md	3	0	memory
