# docs/reference.md §11.2 (issue 31, point 5): show --query Q highlights
# Q's hits in show's text as a search does (bold red), in the texts of
# block messages and in one-line tool calls and thinking (after which the
# dim colour comes back); every message is still shown, none filtered,
# and without colour the text is the same as show's without --query.
env: HOME=$FIX/browse/home
run: memgrep show --color=always --query 'tide|berth' 5e55a | cat -v
--- stdout-contains
    Check the ^[[1;31mtide^[[0m tables for the harbor
    ^[[1;31mBerth^[[0m five is free after 20:00
    1. ^[[1;31mberth^[[0m three at 14:00
^[[2m2025-05-01 09:02  tool  ^[[1;31mberth^[[0m^[[2m 3: crane A ^[[1;31mberth^[[0m^[[2m 5: crane B^[[0m
    High water is at 14:00
--- stderr
--- check
memgrep show 5e55a >"$T/plain"
memgrep show --query 'tide|berth' 5e55a >"$T/query"
cmp "$T/plain" "$T/query"
test "$(grep -cF '^[[1;31m' "$OUT")" = 7
