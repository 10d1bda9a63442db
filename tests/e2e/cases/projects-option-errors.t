# Options that do not apply to memgrep projects: exit 2, one line each.
env: HOME=$FIX/browse/home
run: for o in --resume "--around 3" --tools "--scope session" -l; do "$E2E_BIN" projects $o; echo "exit $?"; done
--- stdout
exit 2
exit 2
exit 2
exit 2
exit 2
--- stderr
memgrep: option '--resume' does not apply to memgrep projects (try memgrep projects --help)
memgrep: option '--around' does not apply to memgrep projects (try memgrep projects --help)
memgrep: option '--tools' does not apply to memgrep projects (try memgrep projects --help)
memgrep: option '--scope' does not apply to memgrep projects (try memgrep projects --help)
memgrep: option '-l' does not apply to memgrep projects (try memgrep projects --help)
