# docs/reference.md §2: a UTF-8 BOM opening a file is skipped, also when the
# first line needs more than one read: here it has no newline (the read that
# finds the BOM finds no line end). The line is found, nothing is malformed.
setup: printf '\357\273\277{"type":"user","sessionId":"b0b0b0b0-0000-4000-8000-000000000030","uuid":"bom-1","timestamp":"2025-03-07T09:00:00Z","cwd":"/home/dev/app","message":{"role":"user","content":"a marmot after a BOM, no newline"}}' > bom.jsonl
cwd: $T
args: --format tsv marmot bom.jsonl
--- stdout
b0b0b0b0-0000-4000-8000-000000000030	2025-03-07T09:00:00Z	user	a marmot after a BOM, no newline	/home/dev/app	bom.jsonl	1	0	claude
--- stderr
