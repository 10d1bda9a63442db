# memgrep projects --help: its usage and its own options only.
run: "$E2E_BIN" projects --help
--- stderr
--- stdout-contains
usage: memgrep projects [OPTIONS] [PATH...]
  --since T               keep messages from T on
  --project SUBSTR        keep sessions whose project contains SUBSTR
  --here                  keep sessions of this project
  -n, --sessions N        list N projects (default: all)
Full manual: man memgrep (in a source tree: man -l docs/memgrep.1)
--- stdout-lacks
--resume
--around
--tools
--scope
