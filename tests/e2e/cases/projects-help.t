# memgrep projects --help: its usage and its own options only.
run: "$E2E_BIN" projects --help
--- stderr
--- stdout-contains
usage: memgrep projects [OPTIONS] [PATH...]
--since T  --until T  --project SUBSTR  --here
--- stdout-lacks
--resume
--around
--tools
--scope
