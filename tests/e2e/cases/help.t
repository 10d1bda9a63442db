# --help prints the usage on stdout and exits 0: each option on a line of
# its own with its description, and the manual last.
args: --help
--- stdout-contains
usage: memgrep
Sources:
  --source claude,codex,gemini,memory
  -s, --case-sensitive    match case exactly
  --color, --colour auto|always|never
Testing:
  --no-prefilter          decode every line to check the prefilter; same results
Exit status: 0 results printed, 1 no result, 2 error.
Full manual: man memgrep (in a source tree: man -l docs/memgrep.1)
--- stderr
