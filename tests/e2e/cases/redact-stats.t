# docs/reference.md §4.6, §6: --stats counts the secrets redacted, per kind,
# on one line; the json's "stats" has them as "redacted".
env: CLAUDE_CONFIG_DIR=$T/h/claude
env: CODEX_HOME=$T/h/codex
env: GEMINI_CLI_HOME=$T/h/gemini
setup: python3 "$FIX/secrets/make-secrets.py" "$T/h"
args: --stats -n 1 --source gemini kestrel
--- stdout
[1/1] 5ec7e70 • 2026-11-29 12:00 • vault • 2 matches • kestrel in gemini: my key is [redacted:google] and [redacted:anthropic]
  user       2026-11-29 12:00  L2  kestrel in gemini: my key is [redacted:google] and [redacted:anthropic]
  assistant  2026-11-29 12:00  L3  kestrel in gemini: use [redacted:jwt] for the test
--- stderr-contains
  redacted    5 secrets (anthropic 2, google 2, jwt 1)
--- check
memgrep --format json --source gemini kestrel > "$T/j"
python3 - "$T/j" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
r = d["stats"]["redacted"]
assert r == {"secrets": 5, "kinds": {"anthropic": 2, "google": 2, "jwt": 1}}, r
PY
memgrep --no-redact --format json --source gemini kestrel > "$T/j"
python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))["stats"]["redacted"] is None' "$T/j"
memgrep -c --stats --source gemini kestrel 2> "$T/e" > /dev/null
grep -q '^  redacted    0 secrets$' "$T/e"
