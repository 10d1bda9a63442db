# Titles from the first real prompt (no title line): its first non-blank
# line, trimmed, its runs of whitespace folded to one space (7171e001); a
# pasted memgrep output is no prompt, the next message is (7171e002); a
# short prompt is one (7171e003, "ok"). json says "title_from": "prompt".
run: "$E2E_BIN" sessions -j 1 browse/titles; "$E2E_BIN" sessions -j 1 --format jsonl browse/titles | grep -o '"title":null,"title_from":"prompt","shown_title":"[^"]*"'
--- stdout
2025-05-12 10:01  7171e003  claude     2  /home/dev/titles  ok
2025-05-12 09:01  7171e002  claude     2  /home/dev/titles  Which tugboat log was that?
2025-05-12 08:00  7171e001  claude     1  /home/dev/titles  Fix the parser
"title":null,"title_from":"prompt","shown_title":"ok"
"title":null,"title_from":"prompt","shown_title":"Which tugboat log was that?"
"title":null,"title_from":"prompt","shown_title":"Fix the parser"
--- stderr
