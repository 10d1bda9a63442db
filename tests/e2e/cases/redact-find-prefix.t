# docs/reference.md §4.6: matching sees the raw text, so a search for a
# key's prefix finds the message where it leaked, and what is printed shows
# the secret redacted, highlighted whole: no part of the key is shown.
env: CLAUDE_CONFIG_DIR=$T/h/claude
env: CODEX_HOME=$T/h/codex
env: GEMINI_CLI_HOME=$T/h/gemini
setup: python3 "$FIX/secrets/make-secrets.py" "$T/h"
args: --color always -n 1 AKIA
--- stdout
[1;36m[1/2] 5ec7e700-0000-4000-8000-000000000002 • 2026-11-29 11:00 • /home/dev/vault • 1 match • kestrel in codex: export AWS_ACCESS_KEY_ID=[redacted:aws] and GITHUB_TOKEN=[red…[0m
  user       2026-11-29 11:00  L2  kestrel in codex: export AWS_ACCESS_KEY_ID=[1;31m[redacted:aws][0m and GITHUB_TOKEN=[redacted:github]
--- stderr
memgrep: 1 of 2 sessions shown; -n 2 for all
