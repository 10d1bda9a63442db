# tsv: transcript rows, then memory rows.
args: --format tsv --memory retry basic memory/json
--- stdout
a1b2c3d4-0000-4000-8000-000000000001	2025-03-01T09:00:00Z	user	Please add a retry loop to the upload client	/home/dev/app	basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl	1	0	claude
a1b2c3d4-0000-4000-8000-000000000001	2025-03-01T09:01:00Z	assistant	I added a retry loop with exponential backoff to upload.go	/home/dev/app	basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl	2	0	claude
		memory	retry the upload three times		memory/json/notes.md	2	0	memory
		memory	never retry a 4xx answer		memory/json/notes.md	3	0	memory
