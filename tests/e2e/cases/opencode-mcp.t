# Issue 30: memgrep mcp (serve's request path, one search_run per call)
# finds an OpenCode session and shows it by its id, the resume command
# with it.
env: XDG_DATA_HOME=$FIX/../../recorded/opencode-1.18.33/.local/share
run: printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}' '{"jsonrpc":"2.0","method":"notifications/initialized"}' '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":{"query":"quokkaroo","budget":32768}}}' '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"show","arguments":{"id":"ses_dd8e6ba89ffeNJSnHmffeFegfr","budget":32768}}}' > "$T/frames"; "$E2E_BIN" mcp < "$T/frames" > "$T/out"; grep -c '"id":[23],"result"' "$T/out"
--- stdout
2
--- check
python3 - "$T/out" <<'PY'
import json, sys
seen = {}
for line in open(sys.argv[1], encoding="utf-8"):
    m = json.loads(line)
    if m.get("id") in (2, 3):
        r = m["result"]
        assert not r.get("isError"), r
        seen[m["id"]] = json.dumps(r["structuredContent"], ensure_ascii=False)
assert "quokkaroo answer 1" in seen[2], seen[2][:400]
assert "opencode --session ses_dd8e6ba89ffeNJSnHmffeFegfr" in seen[2], seen[2][:400]
assert "snollygoster answer 2" in seen[3], seen[3][:400]
PY
