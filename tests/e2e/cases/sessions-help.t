# memgrep sessions --help: its usage and its own options only.
run: "$E2E_BIN" sessions --help
--- stderr
--- stdout-contains
usage: memgrep sessions [OPTIONS] [PATH...]
--since T  --until T  --project SUBSTR  --here
--resume
--- stdout-lacks
--around
--tools
--scope
--keep-noise
