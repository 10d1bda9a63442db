# A memory file with CRLF line ends: the carriage return is no part of a
# line's text.
args: --source memory --format tsv date memory/rules/crlf.md
--- stdout
		memory	date line one		memory/rules/crlf.md	1	0	memory
		memory	date line three		memory/rules/crlf.md	3	0	memory
