# Output faults: a closed stdout (`>&-`) is one line and exit 2, not an abort
# (libuv must not get descriptor 1 for its own use); a closed stderr changes
# neither the results nor the status.
run: memgrep -l retry basic >&-; a=$?; memgrep -l retry basic 2>&-; echo "statuses $a $?"
--- stdout
basic/a1b2c3d4-0000-4000-8000-000000000001.jsonl
statuses 2 0
--- stderr
memgrep: cannot write the results: Bad file descriptor
