# docs/reference.md §2: a line that is not JSON, not an object, or truncated
# (the last line, no newline) is skipped with a warning; the lines around it
# are found.
args: --format tsv kestrel malformed
--- stdout
bad0bad0-0000-4000-8000-000000000005	2025-03-05T08:00:00Z	user	the kestrel flew before the bad line	/srv/site	malformed/bad0bad0-0000-4000-8000-000000000005.jsonl	1	0	claude
bad0bad0-0000-4000-8000-000000000005	2025-03-05T08:03:00Z	assistant	the kestrel is still found after the bad lines	/srv/site	malformed/bad0bad0-0000-4000-8000-000000000005.jsonl	4	0	claude
--- stderr-contains
malformed
