# --help prints one screen on stdout and exits 0 (issue 31 point 10: at
# most 60 lines, tests/docs/run counts them): the commands, the query
# language and the main options, each on a line of its own with its
# description, and the manual last; every option is in the manual and in
# --list-options.
args: --help
--- stdout-contains
usage: memgrep [OPTIONS] QUERY [PATH...]
Each command has its own --help; options may come before it.
       To search for a command's name, put -- first: memgrep -- show.
Main options (every option: man memgrep, or --list-options):
  --source LIST           sources to search, comma-separated: claude, codex,
  -s, --case-sensitive    match case exactly
  -e, -E, --regex, --extended-regexp
  -h, --help              print this help and exit
Exit status: 0 results printed, 1 no result, 2 error.
Full manual: man memgrep (in a source tree: man -l docs/memgrep.1)
--- stdout-lacks
Testing:
  --no-prefilter          decode every line to check the prefilter; same results
--- stderr
