# Issue 30: memgrep mcp (serve's request path, one search_run per call)
# finds a chat of Cursor's IDE and shows one by its id, no resume command
# with either; show takes a chat's DB#ID path too.
env: XDG_CONFIG_HOME=$FIX/../../recorded/cursor-built
run: printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}' '{"jsonrpc":"2.0","method":"notifications/initialized"}' '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":{"query":"quillowisp","budget":32768}}}' '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"show","arguments":{"id":"7a6b5c4d-3e2f-4011-8223-344556677889","budget":32768}}}' > "$T/frames"; "$E2E_BIN" mcp < "$T/frames" > "$T/out"; grep -c '"id":[23],"result"' "$T/out"
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
assert "quillowisp answer 1" in seen[2], seen[2][:400]
assert "IDE quillowisp chat" in seen[2], seen[2][:400]
assert "older mossglimmer answer" in seen[3], seen[3][:400]
assert "/tmp/memgrep-record/cursor-ide/données" in seen[3], seen[3][:400]
assert "cursor-agent" not in seen[2] + seen[3]
PY
"$E2E_BIN" show -j 1 "$FIX/../../recorded/cursor-built/Cursor/User/workspaceStorage/5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b/state.vscdb#7a6b5c4d-3e2f-4011-8223-344556677889" | grep -qx 'title:    Older mossglimmer chat'
