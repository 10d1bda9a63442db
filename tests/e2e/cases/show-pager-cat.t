# PAGER=cat and PAGER empty mean no pager (as git does): a stand-in cat on
# PATH that would mark every line is never run, and neither is less.
env: HOME=$FIX/browse/home
env: NO_COLOR=1
env: PATH=$T/bin:$PATH
setup: mkdir bin && printf '#!/bin/sh\nsed "s/^/CAT:/"\n' >bin/cat && printf '#!/bin/sh\nsed "s/^/LESS:/"\n' >bin/less && chmod 755 bin/cat bin/less
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; for p in cat ''; do PAGER=$p script -qec "'$E2E_BIN' show -j 1 5e55c" /dev/null | tr -d '\r' | head -n 2; done
--- stdout
session 5e55c000-0000-4000-8000-00000000000c
source:   claude
session 5e55c000-0000-4000-8000-00000000000c
source:   claude
--- stderr
