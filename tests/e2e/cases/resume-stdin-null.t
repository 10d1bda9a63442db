# A session read from standard input without a session id ("-", project "")
# cannot be resumed: json's resume is null, and --resume prints no line.
stdin: stdin/nosession.jsonl
run: memgrep --format jsonl otter - | grep -o '"session_id":"-".*"resume":null'; memgrep --resume otter - <stdin/nosession.jsonl
--- stdout
"session_id":"-","short_id":"-","source":"claude","title":null,"title_from":"prompt","shown_title":"the otter came through standard input","project":"","session_file":"-","score":1,"matches":1,"first":"2025-03-10T09:00:00Z","last":"2025-03-10T09:00:00Z","resume":null
[1/1] - • 2025-03-10 09:00 •  • 1 match • the otter came through standard input
  user       2025-03-10 09:00  L1  the otter came through standard input
--- stderr
