# memgrep index --help: its usage and its own few options (--stats, --clear,
# the sources, --format text|json, -q, -j, --follow, --no-progress), none of
# search's or the listings'.
run: "$E2E_BIN" index --help
--- stderr
--- stdout-contains
usage: memgrep index [OPTIONS] [PATH...]
       memgrep index --stats | --clear
Index:
  --stats                 print what the index holds; build nothing
  --clear                 remove every entry of the index; build nothing
  --format text|json      output format (default: text)
  --no-progress           hide the progress line on stderr
Exit status: 0 done, 2 error.
Full manual: man memgrep (in a source tree: man -l docs/memgrep.1)
--- stdout-lacks
--no-index
--timeout
--strict
--since
--scope
--sessions
--memory
--no-prefilter
