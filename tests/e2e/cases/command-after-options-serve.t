# Issue 31 point 3: options before `serve` and `mcp` are theirs: `memgrep
# --port 0 serve --help` is serve's help (--port's value 0 is no query),
# and `memgrep --timeout 5 mcp --help` mcp's.
run: memgrep --port 0 serve --help | head -1; memgrep --timeout 5 mcp --help | head -1
--- stdout
usage: memgrep serve [--port 37777] [--host 127.0.0.1] [--allow-host NAME]
usage: memgrep mcp [-j/--threads N] [--timeout SECONDS] [--no-redact]
--- stderr
