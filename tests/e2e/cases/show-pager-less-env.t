# PAGER unset and LESS set: less -R runs with the user's LESS unchanged.
env: HOME=$FIX/browse/home
env: NO_COLOR=1
env: PATH=$T/bin:$PATH
env: LESS=X
setup: mkdir bin && printf '#!/bin/sh\necho "less $* LESS=${LESS-unset}"\nsed "s/^/LESS:/"\n' >bin/less && chmod 755 bin/less
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; unset PAGER; script -qec "'$E2E_BIN' show -j 1 5e55c" /dev/null | tr -d '\r' | head -n 2
--- stdout
less -R LESS=X
LESS:session 5e55c000-0000-4000-8000-00000000000c
--- stderr
