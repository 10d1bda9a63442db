# Issue 28 point 8, docs/reference.md §1: GEMINI_HOME (the .gemini folder
# itself) wins over GEMINI_CLI_HOME, which wins over HOME; an empty
# GEMINI_CLI_HOME counts as unset, as an empty GEMINI_HOME does.
env: GEMINI_CLI_HOME=$FIX/../../recorded/gemini-cli-0.61.0
env: GEMINI_HOME=$FIX/gemini/home/.gemini
args: -l pelican
--- stdout
$FIX/gemini/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl
--- stderr
--- check
# GEMINI_HOME first: the edge corpus, not the recorded sessions.
if memgrep -l snickerdoodle; then exit 1; fi
# An empty GEMINI_HOME is unset: GEMINI_CLI_HOME's folder, over HOME's.
mkdir -p "$HOME/.gemini" && cp -r "$FIX/gemini/home/.gemini/tmp" "$HOME/.gemini/"
[ "$(GEMINI_HOME= memgrep -l snickerdoodle)" = "$FIX/../../recorded/gemini-cli-0.61.0/.gemini/tmp/proj/chats/session-2026-11-29T02-43-2d9ce287.jsonl" ]
if GEMINI_HOME= memgrep -l pelican; then exit 1; fi
# An empty GEMINI_CLI_HOME is unset too: ~/.gemini.
[ "$(GEMINI_HOME= GEMINI_CLI_HOME= memgrep -l pelican)" = "$HOME/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl" ]
