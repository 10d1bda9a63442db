# memgrep show --help: the command's usage and its own options only (none of
# search's --scope or --sort, none of the listings' --here, --resume, -l, -n).
run: "$E2E_BIN" show --help
--- stderr
--- stdout-contains
usage: memgrep show [OPTIONS] ID|PREFIX|FILE [PATH...]
  --tools                 print tool calls and results whole
  --keep-noise            print noise too
  --around UUID|LINE|FILE:LINE
  --no-pager              do not page the text through $PAGER
Full manual: man memgrep (in a source tree: man -l docs/memgrep.1)
--- stdout-lacks
--scope
--sort
--here
--resume
--files-with-matches
--sessions
--since
