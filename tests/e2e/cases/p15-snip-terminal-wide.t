# docs/reference.md §0 and §4.5, issue 15 points 1 and 12: wide
# characters take two columns, in the snippet's budget (145 columns: 72
# characters and the two '…') and in wrapping (24 a line of 49 columns).
env: NO_COLOR=1
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; script -qec "stty cols 80; '$E2E_BIN' -j 1 开始 snippet/p15-cjk.jsonl" /dev/null | tr -d '\r'
--- stdout
[1/1] 5a1e700 • 2025-03-03 13:01 • /home/dev/app • 2 matches • 可以，开始实施
  user       2025-03-03 13:00  L1  可以，开始实施
  assistant  2025-03-03 13:01  L2  …测试中文字符测试中文字符测试中文字符测试中文
                                   开始测试中文字符测试中文字符测试中文字符测试
                                   中文字符测试中文字符测试中文字符测试中文字符…
