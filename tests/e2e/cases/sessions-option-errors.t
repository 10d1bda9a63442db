# Options that do not apply to memgrep sessions (search's and show's): exit
# 2, one line each; and --format markdown is for show only.
env: HOME=$FIX/browse/home
run: for o in "--scope session" "--around a-1" --tools --thinking "-m 3" --keep-noise "--format markdown"; do "$E2E_BIN" sessions $o; echo "exit $?"; done
--- stdout
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
--- stderr
memgrep: option '--scope' does not apply to memgrep sessions (try memgrep sessions --help)
memgrep: option '--around' does not apply to memgrep sessions (try memgrep sessions --help)
memgrep: option '--tools' does not apply to memgrep sessions (try memgrep sessions --help)
memgrep: option '--thinking' does not apply to memgrep sessions (try memgrep sessions --help)
memgrep: option '-m' does not apply to memgrep sessions (try memgrep sessions --help)
memgrep: option '--keep-noise' does not apply to memgrep sessions (try memgrep sessions --help)
memgrep: --format: 'markdown' is not one of text, tsv, json, jsonl
