# --no-pager: text on a terminal is written directly, $PAGER is not run.
env: HOME=$FIX/browse/home
env: NO_COLOR=1
env: PAGER='sed s/^/PG:/'
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; script -qec "'$E2E_BIN' show -j 1 --no-pager 5e55c" /dev/null | tr -d '\r' | head -n 3
--- stdout
session 5e55c000-0000-4000-8000-00000000000c
source:   claude
title:    Tugboat's log
--- stderr
