# docs/reference.md §4.6 and §14 / issue 29: memgrep mcp answers with the
# secrets redacted, in the search tool's result and in show's (text and
# structuredContent alike), as every output; `memgrep mcp --no-redact`, a
# start-up option, answers them raw. The fixture is redact-every-format.t's.
env: CLAUDE_CONFIG_DIR=$T/h/claude
env: CODEX_HOME=$T/h/codex
env: GEMINI_CLI_HOME=$T/h/gemini
setup: python3 "$FIX/secrets/make-secrets.py" "$T/h"
run: printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}' '{"jsonrpc":"2.0","method":"notifications/initialized"}' '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":{"query":"kestrel","budget":32768}}}' '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"show","arguments":{"id":"5ec7e700-0000-4000-8000-000000000001","budget":32768}}}' > "$T/frames"; "$E2E_BIN" mcp < "$T/frames" > "$T/out"; "$E2E_BIN" mcp --no-redact < "$T/frames" > "$T/raw-out"; grep -c '"id":[23],"result"' "$T/out"
--- stdout
2
--- check
M="$FIX/secrets/make-secrets.py"
for k in anthropic openai github gitlab slack stripe google aws azure twilio jwt password token secret; do
	python3 "$M" --value $k
done > "$T/values"
[ "$(wc -l < "$T/values")" = 14 ]
# No value in either answer of the redacting server; the kinds named.
! grep -F -f "$T/values" "$T/out"
grep -q 'redacted:github' "$T/out"
grep -q 'redacted:aws' "$T/out"
# Both tools' results name the kind, in their text and their structuredContent.
python3 - "$T/out" <<'PY'
import json, sys
for line in open(sys.argv[1], encoding="utf-8"):
    m = json.loads(line)
    if m.get("id") in (2, 3):
        r = m["result"]
        assert not r.get("isError"), r
        assert "[redacted:" in r["content"][0]["text"], (m["id"], r["content"][0]["text"][:300])
        assert "[redacted:" in json.dumps(r["structuredContent"]), m["id"]
PY
# --no-redact at start-up: the raw key is there.
grep -q -F "$(python3 "$M" --value github)" "$T/raw-out"
