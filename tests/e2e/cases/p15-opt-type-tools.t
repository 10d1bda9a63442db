# Issue 15 point 10, docs/reference.md §4.1: --tools and --thinking add their
# kind to --type's: `--type user --tools` searches user messages and tool
# calls (it used to drop the tool calls silently).
run: memgrep --type user --tools --format tsv lighthouse codex/basic | cut -f3 | sort | uniq -c; memgrep --type tool --format tsv lighthouse codex/basic | cut -f3 | sort | uniq -c
--- stdout
      1 tool
      1 user
      1 tool
--- stderr
