# Options that do not apply to memgrep show (search's --scope, the listings'
# -l, -c, -n, --here, --resume): exit 2, one line each naming the option (as
# it was typed) and the command's --help.
env: HOME=$FIX/browse/home
run: for o in "--scope session" -l -c "-n 3" --here --resume; do "$E2E_BIN" show $o 5e55a; echo "exit $?"; done
--- stdout
exit 2
exit 2
exit 2
exit 2
exit 2
exit 2
--- stderr
memgrep: option '--scope' does not apply to memgrep show (try memgrep show --help)
memgrep: option '-l' does not apply to memgrep show (try memgrep show --help)
memgrep: option '-c' does not apply to memgrep show (try memgrep show --help)
memgrep: option '-n' does not apply to memgrep show (try memgrep show --help)
memgrep: option '--here' does not apply to memgrep show (try memgrep show --help)
memgrep: option '--resume' does not apply to memgrep show (try memgrep show --help)
