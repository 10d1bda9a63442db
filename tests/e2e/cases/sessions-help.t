# memgrep sessions --help: its usage and its own options only.
run: "$E2E_BIN" sessions --help
--- stderr
--- stdout-contains
usage: memgrep sessions [OPTIONS] [PATH...]
  --since T               keep messages from T on
  --here                  keep sessions of this project
  -n, --sessions N        list N sessions (default 10)
  --resume                print the command that resumes each session
Full manual: man memgrep (in a source tree: man -l docs/memgrep.1)
--- stdout-lacks
--around
--tools
--scope
--keep-noise
