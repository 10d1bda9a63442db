#!/usr/bin/env python3
"""The registration snippets of `memgrep mcp` work (issue 29).

Usage: tests/docs/mcp_config.py BINARY

In docs/agent/MCP.md and the section "For agents: `memgrep mcp`" of the
README and of docs/guide.md:
each `claude mcp add ... -- memgrep mcp ...` line, each ```toml block (Codex
CLI's ~/.codex/config.toml) and each ```json block (Gemini CLI's
settings.json) is parsed (tomllib, json); a Codex table is
[mcp_servers.memgrep] with keys only among those Codex's
RawMcpServerConfig takes for a stdio server (it refuses others:
deny_unknown_fields, codex-rs/core/src/config/types.rs), a Gemini entry is
mcpServers.memgrep with keys only among MCPServerConfig's
(packages/core/src/config/config.ts). Then the command line each names is
started, `memgrep` being BINARY, and must answer `initialize` and list the
four tools. Ends with `mcp-config: N passed, N failed`."""
import json, os, re, shlex, subprocess, sys, tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CODEX_KEYS = {"command", "args", "env", "env_vars", "cwd", "startup_timeout_sec", "startup_timeout_ms",
              "tool_timeout_sec", "enabled", "required", "enabled_tools", "disabled_tools"}
GEMINI_KEYS = {"command", "args", "env", "cwd", "timeout", "trust", "description", "includeTools",
               "excludeTools"}
passed = failed = 0


def check(name, ok, why=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {why}")


def blocks(text, lang):
    return re.findall(r"^```" + lang + r"\n(.*?)^```", text, re.S | re.M)


def serves(name, argv, binary):
    """argv (its first word memgrep) answers initialize and tools/list."""
    if not argv or argv[0] != "memgrep":
        check(name, False, f"the command is not memgrep: {argv}")
        return
    frames = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    ]
    env = dict(os.environ, HOME=os.path.join(ROOT, "tests/recorded/claude-code-2.1.197"))
    for v in ("CODEX_HOME", "GEMINI_CLI_HOME", "CLAUDE_CONFIG_DIR", "MEMGREP_SOURCES"):
        env.pop(v, None)
    try:
        p = subprocess.run([binary] + argv[1:], input="".join(json.dumps(f) + "\n" for f in frames),
                           capture_output=True, text=True, timeout=60, env=env)
        out = [json.loads(l) for l in p.stdout.splitlines()]
        ok = (p.returncode == 0 and len(out) == 2 and out[0]["result"]["serverInfo"]["name"] == "memgrep"
              and [t["name"] for t in out[1]["result"]["tools"]] == ["search", "show", "sessions", "projects"])
        check(name, ok, f"exit {p.returncode}, {p.stdout[:200]!r} {p.stderr[:200]!r}")
    except Exception as e:  # a crash, a timeout, a line that is not JSON
        check(name, False, repr(e))


def main():
    binary = os.path.abspath(sys.argv[1])
    docs = {"docs/agent/MCP.md": open(os.path.join(ROOT, "docs/agent/MCP.md")).read()}
    for doc in ("README.md", "docs/guide.md"):
        text = open(os.path.join(ROOT, doc)).read()
        m = re.search(r"^## For agents: `memgrep mcp`\n(.*?)(?=^## |\Z)", text, re.S | re.M)
        check(f"{doc} section", m is not None, f"{doc} has no section 'For agents: `memgrep mcp`'")
        docs[doc] = m.group(1) if m else ""
    for doc, text in docs.items():
        claude = [l for l in re.findall(r"^claude mcp add[^\n#]*", text, re.M)]
        check(f"{doc}: a claude mcp add line", bool(claude), "none")
        for line in claude:
            words = shlex.split(line)
            check(f"{doc}: {line}", "--" in words and words[words.index("--") - 1] == "memgrep", "not `claude mcp add [OPTIONS] memgrep -- COMMAND`")
            if "--" in words:
                serves(f"{doc}: {line} starts a server", words[words.index("--") + 1:], binary)
        tomls = blocks(text, "toml")
        check(f"{doc}: a Codex config.toml block", bool(tomls), "none")
        for b in tomls:
            try:
                t = tomllib.loads(b)["mcp_servers"]["memgrep"]
            except Exception as e:
                check(f"{doc}: toml", False, repr(e))
                continue
            check(f"{doc}: toml keys", set(t) <= CODEX_KEYS, f"keys Codex refuses: {set(t) - CODEX_KEYS}")
            serves(f"{doc}: toml starts a server", [t["command"]] + t.get("args", []), binary)
        jsons = blocks(text, "json")
        check(f"{doc}: a Gemini settings.json block", bool(jsons), "none")
        for b in jsons:
            try:
                g = json.loads(b)["mcpServers"]["memgrep"]
            except Exception as e:
                check(f"{doc}: json", False, repr(e))
                continue
            check(f"{doc}: json keys", set(g) <= GEMINI_KEYS, f"keys Gemini CLI does not take: {set(g) - GEMINI_KEYS}")
            serves(f"{doc}: json starts a server", [g["command"]] + g.get("args", []), binary)
    print(f"mcp-config: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
