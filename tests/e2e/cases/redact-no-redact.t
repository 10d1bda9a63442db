# docs/reference.md §4.6: --no-redact prints the secrets as they are; the
# look-alikes (password=changeme, token: <your token>) are never redacted.
env: CLAUDE_CONFIG_DIR=$T/h/claude
env: CODEX_HOME=$T/h/codex
env: GEMINI_CLI_HOME=$T/h/gemini
setup: python3 "$FIX/secrets/make-secrets.py" "$T/h"
args: --no-redact --full --stats --source claude kestrel
--- stdout-contains
and the look-alikes stay: password=changeme token: <your token>
--- stderr-contains
  redacted    off (--no-redact)
--- check
grep -qF -- "key $(python3 "$FIX/secrets/make-secrets.py" --value github)" "$OUT"
grep -qF -- "password=$(python3 "$FIX/secrets/make-secrets.py" --value password)" "$OUT"
! grep -q 'redacted:' "$OUT"
# Without it, the same search redacts, and the look-alikes stay.
memgrep --full --source claude kestrel > "$T/o"
grep -q 'password=changeme token: <your token>' "$T/o"
grep -q 'password=\[redacted:password\]' "$T/o"
