# PAGER unset: the pager is `less -R`, with LESS=FRX when LESS is unset (as
# git does). A stand-in less on PATH prints its arguments and LESS.
# Issue 28 point 3: the title line that names the session is printed in the
# header only, not again among the messages (docs/reference.md §11).
env: HOME=$FIX/browse/home
env: NO_COLOR=1
env: PATH=$T/bin:$PATH
setup: mkdir bin && printf '#!/bin/sh\necho "less $* LESS=${LESS-unset}"\nsed "s/^/LESS:/"\n' >bin/less && chmod 755 bin/less
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; unset PAGER LESS; script -qec "'$E2E_BIN' show -j 1 5e55c" /dev/null | tr -d '\r'
--- stdout
less -R LESS=FRX
LESS:session 5e55c000-0000-4000-8000-00000000000c
LESS:source:   claude
LESS:title:    Tugboat's log
LESS:project:  /home/dev/it's here
LESS:time:     2025-05-03 07:00 – 2025-05-03 07:01, 3 messages
LESS:files:    $FIX/browse/home/.claude/projects/-home-dev-it-s-here/5e55c000-0000-4000-8000-00000000000c.jsonl
LESS:resume:   cd '/home/dev/it'\''s here' && claude --resume 5e55c000-0000-4000-8000-00000000000c
LESS:
LESS:2025-05-03 07:00  user
LESS:    Write the tugboat log
LESS:
LESS:2025-05-03 07:01  assistant
LESS:    The tugboat log is written
--- stderr
