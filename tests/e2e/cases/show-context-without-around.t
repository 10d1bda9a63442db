# -A, -B and -C choose the messages around --around's; without it show
# prints the whole session, and each is an error (exit 2, one line).
env: HOME=$FIX/browse/home
run: for o in "-C 2" "-A 1" "-B 1"; do "$E2E_BIN" show -j 1 $o 5e55a; echo "exit $?"; done
--- stdout
exit 2
exit 2
exit 2
--- stderr
memgrep: memgrep show prints the whole session: -A, -B and -C go with --around
memgrep: memgrep show prints the whole session: -A, -B and -C go with --around
memgrep: memgrep show prints the whole session: -A, -B and -C go with --around
