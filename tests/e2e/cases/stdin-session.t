# docs/reference.md §1: `-` reads standard input; lines with a sessionId give
# the session.
stdin: stdin/withsession.jsonl
args: --format tsv otter -
--- stdout
0d0d0d0d-0000-4000-8000-000000000014	2025-03-10T10:00:00Z	user	the otter came through standard input with a session id	/home/dev/app	-	1	0	claude
