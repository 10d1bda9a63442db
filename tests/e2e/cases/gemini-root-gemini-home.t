# docs/reference.md §1: --gemini searches $GEMINI_HOME/tmp; the Claude root
# stays (missing here: one warning).
env: GEMINI_HOME=$FIX/gemini/home/.gemini
args: --gemini -l pelican
--- stdout
$FIX/gemini/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl
--- stderr
memgrep: warning: no history found: $T/home/.claude/projects does not exist
