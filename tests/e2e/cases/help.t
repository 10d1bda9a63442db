# --help prints the usage on stdout and exits 0: each option on a line of
# its own with its description (the sources' flags joined on one), and the
# manual last.
args: --help
--- stdout-contains
usage: memgrep
Sources:
  --source LIST           sources to search, comma-separated: claude, codex,
  --codex, --gemini, --memory, --cursor, --copilot, --pi, --cline, --roo,
                          add that source (as in --source) to those searched
  -s, --case-sensitive    match case exactly
  --color, --colour auto|always|never
Testing:
  --no-prefilter          decode every line to check the prefilter; same results
Exit status: 0 results printed, 1 no result, 2 error.
Full manual: man memgrep (in a source tree: man -l docs/memgrep.1)
--- stderr
