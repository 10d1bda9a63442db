# docs/reference.md §1: --gemini searches $GEMINI_HOME/tmp. The Claude root
# is missing here, so it is not among the defaults: no warning (issue 28
# point 5; it was always searched, and its absence warned of).
env: GEMINI_HOME=$FIX/gemini/home/.gemini
args: --gemini -l pelican
--- stdout
$FIX/gemini/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl
--- stderr
