# docs/reference.md §4.1, issue 15 point 9: the short-message limit counts
# terminal columns, a wide character 2. "可以，开始实施" is 7 characters,
# 14 columns: kept under the default limit of 10 (and --min-length 14),
# dropped under --min-length 15.
run: memgrep 开始 snippet/p15-cjk.jsonl | head -2; memgrep --min-length 14 -c 实施 snippet/p15-cjk.jsonl; memgrep --min-length 15 -c 实施 snippet/p15-cjk.jsonl 2>/dev/null; echo "exit $?"
--- stdout
[1/1] 5a1e700 • 2025-03-03 13:01 • /home/dev/app • 2 matches • 可以，开始实施
  user       2025-03-03 13:00  L1  可以，开始实施
snippet/p15-cjk.jsonl:1
exit 1
