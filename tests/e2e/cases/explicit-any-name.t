# docs/reference.md §1: an explicit PATH that is a file is read whatever its
# name; a file without sessionId lines takes its name (without .jsonl) as
# session id.
args: --format tsv pelican anyname/transcript.log anyname/noext
--- stdout
a0a0a0a0-0000-4000-8000-000000000010	2025-03-06T09:00:00Z	user	the pelican lives in a file named transcript.log	/home/dev/app	anyname/transcript.log	1	0	claude
noext	2025-03-06T08:00:00Z	user	the pelican lives in a file without an extension	/home/dev/app	anyname/noext	1	0	claude
