# docs/reference.md §4.6 / issue 29: no secret of the fixture (fake secrets of
# every kind in a Claude Code session, a Codex rollout and a Gemini CLI chat,
# made by tests/e2e/fixtures/secrets/make-secrets.py) reaches any output:
# every format, the context lines, --full, --stream, --flat, --timeline,
# show in every format, sessions, projects, the ambiguous prefix's
# candidates, --partial and merge; and every kind is printed as
# [redacted:KIND].
env: CLAUDE_CONFIG_DIR=$T/h/claude
env: CODEX_HOME=$T/h/codex
env: GEMINI_CLI_HOME=$T/h/gemini
setup: python3 "$FIX/secrets/make-secrets.py" "$T/h"
args: --full kestrel
--- stdout-contains
[redacted:anthropic]
[redacted:openai]
[redacted:github]
[redacted:gitlab]
[redacted:slack]
[redacted:stripe]
[redacted:google]
[redacted:aws]
AccountKey=[redacted:azure];EndpointSuffix=core.windows.net
[redacted:twilio]
[redacted:jwt]
      [redacted:private-key]
      password=[redacted:password]
      api_token: [redacted:token]
      client_secret = "[redacted:secret]"
https://[redacted:slack]
kestrel deploy with key [redacted:github]
--- check
M="$FIX/secrets/make-secrets.py"
for k in anthropic openai github gitlab slack stripe google aws azure twilio jwt password token secret; do
	python3 "$M" --value $k
done > "$T/values"
# The private key's lines, one by one.
python3 "$M" --value private-key | grep -v -- ----- >> "$T/values"
[ "$(wc -l < "$T/values")" = 17 ]
# The fixture holds them all (the search below sees the raw text).
cat "$T"/h/claude/projects/*/*.jsonl > "$T/raw"
for k in anthropic github password; do grep -qF -- "$(python3 "$M" --value $k)" "$T/raw"; done
leak() {
	if grep -qF -f "$T/values" "$T/o"; then echo "a secret printed by: $*"; exit 1; fi
}
ID=5ec7e700-0000-4000-8000-000000000001
for args in "kestrel" "--full kestrel" "-C 2 kestrel" "--flat kestrel" "--stream kestrel" "--stream --full kestrel" \
	"--format tsv kestrel" "--format tsv --full kestrel" "--format json kestrel" "--format jsonl kestrel" \
	"--timeline kestrel" "--timeline --format json kestrel" "--tools --thinking --full kestrel" \
	"sessions" "sessions --format json" "sessions --format tsv" "projects" "projects --format json" \
	"show 5ec7" "show $ID" "show --format json $ID" "show --format jsonl $ID" "show --format markdown $ID" \
	"show --around 5ec7e700-aaaa-4000-8000-000000000003 -C 1 $ID" \
	"show 5ec7e700-0000-4000-8000-000000000002" "show --format json 5ec7e700-0000-4000-8000-000000000003" \
	"--partial kestrel" "--stats kestrel" "--stats --format json kestrel"; do
	case $args in
	sessions* | projects* | show*) "$E2E_BIN" $args > "$T/o" 2>&1 || true ;;
	*) memgrep $args > "$T/o" 2>&1 || true ;;
	esac
	leak "$args"
	case $args in --timeline* | projects*) continue ;; esac
	grep -q 'redacted' "$T/o" || { echo "no [redacted:…] from: $args"; exit 1; }
done
memgrep --partial kestrel > "$T/part"
for args in "" "--full" "--format json" "--format tsv"; do
	"$E2E_BIN" merge $args "$T/part" > "$T/o" 2>&1
	leak "merge $args"
	grep -q 'redacted:private-key' "$T/o" || [ "$args" != --full ] || { echo "merge --full"; exit 1; }
done
