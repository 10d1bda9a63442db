# docs/reference.md §11.2 (issue 31, point 5): with a pager, show --query
# starts less at the output's line of the first hit (`+Ng`), counted in
# the text as it is printed, wrapped to the terminal's width (50 columns
# here: the files: lines take two each, so "free" is on line 44; "tide"
# first hits in a one-line thinking message wrapped from line 24 to 25,
# on 25: the row that holds it). No hit: no +N. Only a PAGER that is less with
# its options gets it (not one piped further). A stand-in less on PATH
# prints its arguments and numbers the lines. The history is copied into
# the case's folder, so that the files: lines (wrapped) are as long in any
# clone. NO_COLOR keeps colours out:
# the line is found without them.
env: HOME=$T/h
env: NO_COLOR=1
env: PATH=$T/bin:$PATH
setup: cp -r "$FIX/browse/home" h && mkdir bin && printf '#!/bin/sh\necho "less $*"\ncat -n | grep -e free -e tide\n' >bin/less && chmod 755 bin/less
run: command -v script >/dev/null || { echo "e2e-skip: script(1) is missing, so no pseudo-terminal" >&2; exit 77; }; unset PAGER LESS; script -qec "stty cols 50; '$E2E_BIN' show -j 1 --query free 5e55a; '$E2E_BIN' show -j 1 --query tide 5e55a; '$E2E_BIN' show -j 1 --query nosuchword 5e55a; PAGER='less -R' '$E2E_BIN' show -j 1 --query tide 5e55a; PAGER='$T/bin/less' '$E2E_BIN' show -j 1 --query tide 5e55a; PAGER='$T/bin/less | cat' '$E2E_BIN' show -j 1 --query tide 5e55a" /dev/null | tr -d '\r'
--- stdout
less -R +44g
    25	                            depends on the tides:
    38	    Check the tide tables for the harbor
    44	    Berth five is free after 20:00
less -R +25g
    25	                            depends on the tides:
    38	    Check the tide tables for the harbor
    44	    Berth five is free after 20:00
less -R
    25	                            depends on the tides:
    38	    Check the tide tables for the harbor
    44	    Berth five is free after 20:00
less -R +25g
    25	                            depends on the tides:
    38	    Check the tide tables for the harbor
    44	    Berth five is free after 20:00
less +25g
    25	                            depends on the tides:
    38	    Check the tide tables for the harbor
    44	    Berth five is free after 20:00
less 
    25	                            depends on the tides:
    38	    Check the tide tables for the harbor
    44	    Berth five is free after 20:00
--- stderr
