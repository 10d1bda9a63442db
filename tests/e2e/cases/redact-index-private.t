# docs/reference.md §4.6, §12: the index holds raw text, secrets and all, so
# its folder is 0700 and each of its files 0600, whatever the umask.
env: CLAUDE_CONFIG_DIR=$T/h/claude
env: CODEX_HOME=$T/h/codex
env: GEMINI_CLI_HOME=$T/h/gemini
setup: python3 "$FIX/secrets/make-secrets.py" "$T/h"
run: umask 000; "$E2E_BIN" -j 1 -c kestrel >/dev/null; stat -c %a "$MEMGREP_INDEX_DIR"; find "$MEMGREP_INDEX_DIR" -type d -exec stat -c %a {} + | sort -u; find "$MEMGREP_INDEX_DIR" -type f -exec stat -c %a {} + | sort -u; grep -lF -- "$(python3 "$FIX/secrets/make-secrets.py" --value aws)" "$MEMGREP_INDEX_DIR"/*.mgi | wc -l
--- stdout
700
700
600
2
