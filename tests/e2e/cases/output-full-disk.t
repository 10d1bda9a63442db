# Output faults: a full disk is one line on stderr and exit 2, for results
# and for --help alike.
run: memgrep retry basic > /dev/full; a=$?; memgrep --help > /dev/full; b=$?; echo "statuses $a $b" >&2; [ $a = 2 ] && [ $b = 2 ]
--- stdout
--- stderr
memgrep: cannot write the results: No space left on device
memgrep: cannot write the results: No space left on device
statuses 2 2
