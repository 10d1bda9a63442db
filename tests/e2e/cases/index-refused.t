# What memgrep index refuses (exit 2, one line each): --stats with --clear,
# a PATH with either, options that are not its own (--no-index among them),
# markdown memory, standard input, --format other than text and json; and
# building with MEMGREP_INDEX=off. Nothing is made.
env: MEMGREP_INDEX_DIR=$T/ix
run: for a in "--stats --clear" "--clear browse" "--stats browse" --no-index "--scope session" --timeout=1 --memory "--source memory" - "--format tsv"; do "$E2E_BIN" index $a; echo "exit $?"; done; MEMGREP_INDEX=off "$E2E_BIN" index browse/forks; echo "exit $?"; MEMGREP_INDEX=maybe "$E2E_BIN" index browse/forks; echo "exit $?"; test -e "$T/ix" || echo "no folder made"
--- stdout
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
no folder made
--- stderr
memgrep: --stats and --clear: one tells what the index holds, the other empties it (leave out one of them)
memgrep: memgrep index --clear is about the whole index: it takes no PATH
memgrep: memgrep index --stats is about the whole index: it takes no PATH
memgrep: option '--no-index' does not apply to memgrep index (try memgrep index --help)
memgrep: option '--scope' does not apply to memgrep index (try memgrep index --help)
memgrep: option '--timeout' does not apply to memgrep index (try memgrep index --help)
memgrep: option '--memory' does not apply to memgrep index (try memgrep index --help)
memgrep: memgrep index reads sessions: markdown memory files are not sessions (leave out --memory and --source memory)
memgrep: memgrep index makes entries of session files: - (standard input) is not one
memgrep: --format: 'tsv' is not one of text, json
memgrep: the index is off (MEMGREP_INDEX=off)
memgrep: MEMGREP_INDEX is 'maybe': it takes on or off
