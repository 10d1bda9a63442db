# `memgrep -- index` searches for the word index; `memgrep index` is the
# command.
run: "$E2E_BIN" -j 1 -c -- index browse/words; echo "exit $?"
--- stdout
exit 1
