# Standard output is not a terminal (a pipe, a file): no pager, even with
# PAGER set.
env: HOME=$FIX/browse/home
env: PAGER='sed s/^/PG:/'
run: "$E2E_BIN" show -j 1 5e55c | head -n 3; "$E2E_BIN" show -j 1 5e55c >"$T/out" && head -n 1 "$T/out"
--- stdout
session 5e55c000-0000-4000-8000-00000000000c
source:   claude
title:    Tugboat's log
session 5e55c000-0000-4000-8000-00000000000c
--- stderr
