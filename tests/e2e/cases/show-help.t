# memgrep show --help: the command's usage and its own options only (none of
# search's --scope or --sort, none of the listings' --here, --resume, -l, -n).
run: "$E2E_BIN" show --help
--- stderr
--- stdout-contains
usage: memgrep show [OPTIONS] ID|PREFIX|FILE [PATH...]
--tools  --thinking  --keep-noise
--around UUID|LINE
--no-pager
--- stdout-lacks
--scope
--sort
--here
--resume
-l/--files-with-matches
-n/--sessions
