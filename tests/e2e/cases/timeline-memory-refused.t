# --timeline charts session messages; markdown memory alone has no times
# per line: refused with one line, exit 2 (memory beside sessions is fine).
args: --timeline --source memory marmot
exit: 2
--- stdout
--- stderr
memgrep: --timeline charts session messages: add a session source to --source (markdown memory lines have no times)
