# docs/reference.md §1: `-` reads standard input as one file named "-"; without
# sessionId its session is "-" and (docs/reference.md §2) its project is "".
stdin: stdin/nosession.jsonl
args: --format tsv otter -
--- stdout
-	2025-03-10T09:00:00Z	user	the otter came through standard input		-	1	0	claude
