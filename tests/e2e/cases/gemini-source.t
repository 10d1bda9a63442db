# docs/reference.md §1: --source gemini searches Gemini CLI's root alone
# (no Claude root, so no warning about it).
setup: cp -r "$FIX/gemini/home/." "$HOME/"
args: --source gemini -l pelican
--- stdout
$T/home/.gemini/tmp/kite/chats/session-2025-06-04T08-00-3c4d5e6f.jsonl
--- stderr
