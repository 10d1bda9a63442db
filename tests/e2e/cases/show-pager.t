# Text on a terminal goes through $PAGER (run under script(1), which gives
# memgrep a pseudo-terminal as its standard output; NO_COLOR keeps colours
# out; tr drops the terminal's carriage returns): every line comes out
# through the filter.
# Issue 28 point 3: the title line that names the session is printed in the
# header only, not again among the messages (docs/reference.md §11).
env: HOME=$FIX/browse/home
env: NO_COLOR=1
env: PAGER='sed s/^/PG:/'
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; script -qec "'$E2E_BIN' show -j 1 5e55c" /dev/null | tr -d '\r'
--- stdout
PG:session 5e55c000-0000-4000-8000-00000000000c
PG:source:   claude
PG:title:    Tugboat's log
PG:project:  /home/dev/it's here
PG:time:     2025-05-03 07:00 – 2025-05-03 07:01, 3 messages
PG:files:    $FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl
PG:resume:   cd '/home/dev/it'\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c
PG:
PG:2025-05-03 07:00  user
PG:    Write the tugboat log
PG:
PG:2025-05-03 07:01  assistant
PG:    The tugboat log is written
--- stderr
