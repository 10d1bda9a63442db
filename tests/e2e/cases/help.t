# --help prints the usage on stdout and exits 0.
args: --help
--- stdout-contains
usage: memgrep
--- stderr
