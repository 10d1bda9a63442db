#!/usr/bin/env python3
"""A scripted model server for recording real agent sessions (issue 28).

Codex CLI, Claude Code and Gemini CLI are pointed at it on 127.0.0.1 and
write their own session files, which tests/record/record copies into
tests/recorded/. It speaks three APIs, as much of each as the agents use:

  Anthropic Messages   POST /v1/messages?beta=true            (SSE)
  OpenAI Responses     POST /v1/responses                     (SSE)
  Gemini v1beta        POST /v1beta/models/M:generateContent  (JSON)
                       POST /v1beta/models/M:streamGenerateContent?alt=sse
  OpenAI Chat          POST .../chat/completions              (SSE or JSON)

For the agents that speak OpenAI's Chat Completions (issue 30: OpenCode,
Kilo, Pi, Cline, Qwen Code, ...) the shell call is made to the first tool
of the request whose name is one of SHELL_TOOLS, its arguments filled from
the tool's schema (`command` is the command, every other required string
the scenario's word); a request without tools gets "<word> plain answer".

The script: a turn that ends in a user prompt gets a shell tool call
(`echo hello`, or the scenario's `command`, which the agent really runs),
after the scenario's `pre_text` when it has one; a turn that ends in a tool
result gets text holding the scenario's word and the number of prompts seen
so far ("zorbulon answer 2"). Claude Code's title requests get
{"title": "<Word> title N"}; Gemini's routing call gets a complexity score,
its other one-shot calls (session summaries) a sentence with the word.

The scenario (its word, and optionally which tool the first reply calls) is
chosen per request by the header X-Mock-Scenario, else by the last
POST /_mock/scenario (body: a name from SCENARIOS, or a JSON object
{"name":..., "word":..., "tool":..., "command":..., "pre_text":...,
"claude_call": {"name":..., "input":...}: Claude Code's first call is that
tool instead of Bash}), else
by $MOCK_SCENARIO. Every request
is appended as one JSON line to $MOCK_LOG when it is set. A Codex scenario
may also have: "plan_word" (a prompt gets a <proposed_plan> block, as in
plan mode), "codex_calls" (the calls of a turn, one per response, before
its text: {"name", "namespace", "arguments"}), "preamble" (a sentence sent
before each such call, in the same response) and "sub_prompt" (a request
whose sub-agent task holds it gets "<word> subagent report"). A Chat
Completions scenario may have "reasoning": a text sent before each reply
as `reasoning_content` (the field DeepSeek and vLLM stream, which GitHub
Copilot CLI, pi and Cline read as the model's reasoning), and
"reasoning_prompt_only": true to send it before a prompt's reply alone
(Cline's recording).
whose sub-agent task holds it gets "<word> subagent report"). An OpenAI
Chat scenario may have "reasoning_word": each streamed reply first sends
`reasoning_content` deltas "<reasoning_word> reasoning N" (N: the prompts
seen so far), as the OpenAI-compatible reasoning models do.

Usage: mock_model.py [--port N]   prints the port on its first line, then
serves until killed. Python 3 standard library only.
"""
import json
import os
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# Each recording gets words of its own, so that a test can tell which file
# a hit came from. The "prompt" word is what the recorder puts in the user's
# prompt; "word" is what the mock answers with.
SCENARIOS = {
    "default": {"word": "données"},
    "claude-bash": {"word": "zorbulon"},
    "claude-titles": {"word": "quillfeather"},
    "claude-resume": {"word": "marzipanic"},
    "claude-old-a": {"word": "glimmerwick"},
    "claude-old-b": {"word": "thrumbleton"},
    "codex-exec": {"word": "vexillary"},
    "codex-resume": {"word": "brontide"},
    "codex-compress": {"word": "zymurgic"},
    "codex-archive": {"word": "pangolier"},
    "codex-plan": {"word": "cassowary", "plan_word": "palimpsest"},
    "codex-subagent": {"word": "bandersnatch", "sub_prompt": "gallimaufry"},
    "codex-interrupt": {"word": "quincunx", "preamble": "preamble, then sleep"},
    "gemini-shell": {"word": "snickerdoodle"},
    "gemini-second": {"word": "wobbegong"},
    "gemini-subagent": {"word": "kerfuffled"},
    "gemini-rewind": {"word": "lollygag"},
    "copilot-prompt": {"word": "phylactery",
                       "reasoning": "ophicleide reasoning"},
    "copilot-resume": {"word": "zugzwang"},
    "pi-print": {"word": "snollygoster", "reasoning": "cogitabund musing"},
    "pi-resume": {"word": "flibbertigibbet"},
    "pi-attach": {"word": "gobbledygook"},
    "omp-print": {"word": "codswallop", "reasoning": "fiddlesticks musing"},
    "omp-resume": {"word": "brouhaha"},
    "omp-attach": {"word": "numbskull"},
    # OpenClaw's shell tool is `exec` (not one of SHELL_TOOLS).
    "openclaw-print": {"word": "balderdash", "reasoning": "flapdoodle musing", "tool": "exec"},
    "openclaw-resume": {"word": "poppycock", "tool": "exec"},
    # OpenClaw 2026.9.6, its SQLite store.
    "openclaw-sqlite-print": {"word": "gongoozler", "reasoning": "bibliopolist musing",
                              "tool": "exec"},
    "openclaw-sqlite-resume": {"word": "ultracrepidarian", "tool": "exec"},
    "cline-shell": {"word": "snollygoster"},
    "cline-resume": {"word": "gobemouche"},
    "qwen-shell": {"word": "tatterdemalion", "reasoning_word": "bumbershoot"},
    "qwen-resume": {"word": "hobbledehoy"},
    "qwen-title": {"word": "flibbertigibbet"},
    "opencode-run": {"word": "quokkaroo"},
    "opencode-resume": {"word": "snollygoster"},
    "kilo-run": {"word": "bumfuzzle"},
    "kilo-resume": {"word": "taradiddle"},
    "opencode-json-run": {"word": "kakistocracy", "reasoning": "lucubration musing"},
    "opencode-json-resume": {"word": "borborygmus"},
}

_lock = threading.Lock()
_counts = {}
_state = {"scenario": os.environ.get("MOCK_SCENARIO", "default"), "extra": {}}


def count(sc, what):
    """The number of `what` replies made so far in scenario sc, this one
    included (titles and summaries are numbered per scenario)."""
    with _lock:
        key = (sc["name"], what)
        _counts[key] = _counts.get(key, 0) + 1
        return _counts[key]


def scenario_of(handler):
    """The scenario of one request: its header, else the current one."""
    name = handler.headers.get("X-Mock-Scenario")
    with _lock:
        if not name:
            name = _state["scenario"]
        sc = dict(SCENARIOS.get(name, {"word": name}))
        if name == _state["scenario"]:
            sc.update(_state["extra"])
    sc["name"] = name
    sc.setdefault("tool", None)
    return sc


def log_request(path, headers, body, note):
    log = os.environ.get("MOCK_LOG")
    if not log:
        return
    rec = {"time": time.strftime("%H:%M:%S"), "path": path,
           "scenario": _state["scenario"], "note": note,
           "headers": {k: v for k, v in headers.items()
                       if k.lower() not in ("authorization", "x-api-key",
                                            "x-goog-api-key")},
           "body": body}
    with _lock, open(log, "a", encoding="utf-8") as f:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")


def sse(events, crlf=False):
    """SSE frames from (event name or None, data object) pairs."""
    end = "\r\n\r\n" if crlf else "\n\n"
    out = []
    for name, data in events:
        head = f"event: {name}\n" if name else ""
        out.append(f"{head}data: {json.dumps(data, ensure_ascii=False)}{end}")
    return "".join(out).encode("utf-8")


# ---- Anthropic Messages (Claude Code) ------------------------------------

def anthropic_text_of(content):
    if isinstance(content, str):
        return content
    return "".join(b.get("text", "") for b in content
                   if isinstance(b, dict) and b.get("type") == "text")


def anthropic_reply(body, sc):
    msgs = body.get("messages", [])
    system = body.get("system", "")
    if isinstance(system, list):
        system = " ".join(b.get("text", "") for b in system
                          if isinstance(b, dict))
    last = msgs[-1] if msgs else {"role": "user", "content": ""}
    content = last.get("content")
    tool_result = isinstance(content, list) and any(
        isinstance(b, dict) and b.get("type") == "tool_result" for b in content)
    results = sum(1 for m in msgs if isinstance(m.get("content"), list)
                  for b in m["content"] if isinstance(b, dict)
                  and b.get("type") == "tool_result")
    word = sc["word"]
    if "title" in system.lower() and not body.get("tools"):
        n = count(sc, "title")
        title = sc.get("title_word", word).capitalize()
        return "title", [("text", json.dumps(
            {"title": f"{title} title {n}"}, ensure_ascii=False))], "end_turn"
    if "summar" in system.lower() and not body.get("tools"):
        n = count(sc, "summary")
        summ = sc.get("summary_word", word).capitalize()
        return "summary", [("text", f"{summ} summary {n}")], "end_turn"
    if not body.get("tools"):
        return "plain", [("text", f"{word} plain answer")], "end_turn"
    if tool_result:
        return "text", [("text", f"{word} answer {results}")], "end_turn"
    pre = [("text", sc["pre_text"])] if sc.get("pre_text") else []
    if sc.get("claude_call"):
        # Another tool than Bash (an MCP tool: mcp__memgrep__search).
        call = sc["claude_call"]
        return "tool:" + call["name"], pre + [
            ("tool", (call["name"], call.get("input", {})))], "tool_use"
    return "tool", pre + [("tool", ("Bash", {
        "command": sc.get("command", "echo hello"),
        "description": "Run the command" if sc.get("command")
        else "Print hello"}))], "tool_use"


def anthropic_stream(body, sc):
    note, blocks, stop = anthropic_reply(body, sc)
    mid = "msg_" + uuid.uuid4().hex[:24]
    ev = [("message_start", {"type": "message_start", "message": {
        "id": mid, "type": "message", "role": "assistant",
        "model": body.get("model", "mock-model"), "content": [],
        "stop_reason": None, "stop_sequence": None,
        "usage": {"input_tokens": 10, "output_tokens": 1,
                  "cache_creation_input_tokens": 0,
                  "cache_read_input_tokens": 0}}})]
    for i, (kind, val) in enumerate(blocks):
        if kind == "text":
            ev.append(("content_block_start", {
                "type": "content_block_start", "index": i,
                "content_block": {"type": "text", "text": ""}}))
            ev.append(("content_block_delta", {
                "type": "content_block_delta", "index": i,
                "delta": {"type": "text_delta", "text": val}}))
        else:
            ev.append(("content_block_start", {
                "type": "content_block_start", "index": i,
                "content_block": {"type": "tool_use",
                                  "id": "toolu_" + uuid.uuid4().hex[:24],
                                  "name": val[0], "input": {}}}))
            ev.append(("content_block_delta", {
                "type": "content_block_delta", "index": i,
                "delta": {"type": "input_json_delta",
                          "partial_json": json.dumps(val[1])}}))
        ev.append(("content_block_stop", {"type": "content_block_stop",
                                          "index": i}))
    ev.append(("message_delta", {"type": "message_delta",
                                 "delta": {"stop_reason": stop,
                                           "stop_sequence": None},
                                 "usage": {"output_tokens": 12}}))
    ev.append(("message_stop", {"type": "message_stop"}))
    if not body.get("stream"):
        content = []
        for kind, val in blocks:
            content.append({"type": "text", "text": val} if kind == "text"
                           else {"type": "tool_use", "id": "toolu_1",
                                 "name": val[0], "input": val[1]})
        return note, "application/json", json.dumps({
            "id": mid, "type": "message", "role": "assistant",
            "model": body.get("model", "mock-model"), "content": content,
            "stop_reason": stop, "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 12}}).encode()
    return note, "text/event-stream", sse(ev)


# ---- OpenAI Responses (Codex CLI) ----------------------------------------

def plan_text(sc):
    """A reply holding a proposed plan: a sentence, then the block."""
    n = count(sc, "plan")
    pw = sc["plan_word"]
    return (f"{sc['word']} plan intro {n}\n\n<proposed_plan>\n"
            f"# {pw.capitalize()} plan {n}\n\n1. Run echo hello for {pw}\n"
            f"2. Say {pw} done\n</proposed_plan>\n")


def text_item(text):
    return {"type": "message", "role": "assistant",
            "id": "msg_" + uuid.uuid4().hex[:24], "status": "completed",
            "content": [{"type": "output_text", "annotations": [],
                         "text": text}]}


def input_text(item):
    """The text of a Responses input message, blocks joined."""
    content = item.get("content")
    if isinstance(content, str):
        return content
    return "".join(b.get("text") or b.get("encrypted_content") or ""
                   for b in content or [] if isinstance(b, dict))


def call_item(call):
    """A function_call output item: call's name, arguments (an object,
    sent as JSON text) and namespace, when it has one."""
    item = {"type": "function_call", "name": call["name"],
            "id": "fc_" + uuid.uuid4().hex[:24], "status": "completed",
            "arguments": json.dumps(call["arguments"]),
            "call_id": "call_" + uuid.uuid4().hex[:24]}
    if call.get("namespace"):
        item["namespace"] = call["namespace"]
    return item


def responses_stream(body, sc):
    items = body.get("input", [])
    if isinstance(items, str):
        items = [{"type": "message", "role": "user", "content": items}]
    last = items[-1] if items else {}
    results = sum(1 for it in items
                  if it.get("type") == "function_call_output")
    # The tool results since the turn's prompt (the last user message).
    turn_results = 0
    for it in reversed(items):
        if it.get("type") == "message" and it.get("role") == "user":
            break
        turn_results += it.get("type") == "function_call_output"
    calls = sc.get("codex_calls") or []
    rid = "resp_" + uuid.uuid4().hex[:24]
    # A sub-agent's task comes as an agent_message (Codex's inter-agent
    # item) whose payload is an encrypted_content block.
    sub = sc.get("sub_prompt")
    tasks = [input_text(it) for it in items if it.get("type") == "agent_message"]
    if sub and any(sub in t for t in tasks):
        note = "subagent"
        item = text_item(f"{sc['word']} subagent report")
    elif sc.get("plan_word") and last.get("type") != "function_call_output":
        # Plan mode: the answer is a <proposed_plan> block (Codex's plan
        # mode instructions), which Codex turns into a Plan item.
        note = "plan"
        item = text_item(plan_text(sc))
    elif body.get("tools") and turn_results < len(calls):
        # The scenario's calls, one per response of the turn (a
        # namespaced tool: spawn_agent, then wait_agent), then the text.
        note = "tool:" + calls[turn_results]["name"]
        item = call_item(calls[turn_results])
    elif last.get("type") == "function_call_output" or calls:
        note = "text"
        item = text_item(f"{sc['word']} answer {results}")
    elif not body.get("tools"):
        note = "plain"
        item = text_item(f"{sc['word']} plain answer")
    else:
        note = "tool"
        item = call_item({"name": "exec_command",
                          "arguments": {"cmd": sc.get("command", "echo hello")}})
    # A scenario's preamble: a sentence before the call, in the same
    # response (what a turn interrupted during the call has said).
    items = [item]
    if sc.get("preamble") and item["type"] == "function_call":
        items.insert(0, text_item(f"{sc['word']} {sc['preamble']}"))
    ev = [("response.created", {"type": "response.created",
                                "response": {"id": rid}})]
    for i, it in enumerate(items):
        added = dict(it)
        if it["type"] == "message":
            added["content"] = []
        ev.append(("response.output_item.added", {
            "type": "response.output_item.added", "output_index": i,
            "item": added}))
        if it["type"] == "message":
            ev.append(("response.output_text.delta", {
                "type": "response.output_text.delta", "output_index": i,
                "content_index": 0, "item_id": it["id"],
                "delta": it["content"][0]["text"]}))
        ev.append(("response.output_item.done", {
            "type": "response.output_item.done", "output_index": i,
            "item": it}))
    ev.append(("response.completed", {"type": "response.completed", "response": {
        "id": rid, "usage": {"input_tokens": 10, "output_tokens": 12,
                             "total_tokens": 22,
                             "input_tokens_details": {"cached_tokens": 0},
                             "output_tokens_details": {"reasoning_tokens": 0}}}}))
    return note, "text/event-stream", sse(ev)


# ---- Gemini v1beta (Gemini CLI) ------------------------------------------

def fill(schema, text):
    """A value that satisfies a simple JSON schema, its strings `text`."""
    if schema.get("type") == "object":
        props = schema.get("properties", {})
        return {k: fill(props.get(k, {}), text)
                for k in schema.get("required", list(props))}
    if schema.get("type") == "array":
        return [fill(schema.get("items", {}), text)]
    if schema.get("type") == "boolean":
        return True
    return text


def complete_call(body, sc):
    """A subagent's call of complete_task, its arguments made from the
    tool's declared schema."""
    for t in body.get("tools", []) or []:
        for f in t.get("functionDeclarations", []) or []:
            if f.get("name") == "complete_task":
                schema = f.get("parametersJsonSchema") or f.get(
                    "parameters") or {}
                return {"functionCall": {"name": "complete_task", "args": fill(
                    schema, f"{sc['word']} subagent report")}}
    return {"functionCall": {"name": "complete_task", "args": {}}}


def gemini_parts(body, sc):
    contents = body.get("contents", [])
    last = contents[-1] if contents else {}
    parts = last.get("parts", [])
    results = sum(1 for c in contents for p in c.get("parts", [])
                  if "functionResponse" in p)
    system = json.dumps(body.get("systemInstruction", ""), ensure_ascii=False)
    fnames = {f.get("name") for t in body.get("tools", []) or []
              for f in t.get("functionDeclarations", []) or []}
    subagent = "complete_task" in fnames
    if any("functionResponse" in p for p in parts):
        # A subagent ends by calling its completion tool.
        if subagent:
            return "subagent-complete", [complete_call(body, sc)]
        return "text", [{"text": f"{sc['word']} answer {results}"}]
    if not fnames:
        return "plain", [{"text": f"{sc['word']} plain answer"}]
    tool = sc.get("tool")
    if tool and tool in fnames and not subagent:
        return "tool:" + tool, [{"functionCall": {
            "name": tool, "args": sc.get("tool_args", {})}}]
    if subagent and "run_shell_command" not in fnames:
        return "subagent-complete", [complete_call(body, sc)]
    return "tool", [{"functionCall": {"name": "run_shell_command",
                                      "args": {"command": "echo hello"}}}]


USAGE = {"promptTokenCount": 10, "candidatesTokenCount": 12,
         "totalTokenCount": 22}


def gemini_generate(body, sc, stream):
    gen = body.get("generationConfig", {}) or {}
    schema = json.dumps(gen.get("responseJsonSchema", gen.get(
        "responseSchema", {})))
    if "complexity_score" in schema:
        note = "routing"
        parts = [{"text": json.dumps({"complexity_reasoning": "mock",
                                      "complexity_score": 50})}]
    elif not stream and "next_speaker" in schema:
        note = "next-speaker"
        parts = [{"text": json.dumps({"reasoning": "mock",
                                      "next_speaker": "user"})}]
    elif not stream:
        note = "oneshot"
        n = count(sc, "summary")
        summ = sc.get("summary_word", sc["word"]).capitalize()
        parts = [{"text": f"{summ} session summary {n}"}]
    else:
        note, parts = gemini_parts(body, sc)
    cand = {"candidates": [{"content": {"role": "model", "parts": parts},
                            "finishReason": "STOP", "index": 0}],
            "usageMetadata": USAGE, "modelVersion": "mock-model"}
    if stream:
        return note, "text/event-stream", sse([(None, cand)], crlf=True)
    return note, "application/json", json.dumps(cand).encode()

# ---- OpenAI Chat Completions (OpenCode, Kilo, Pi, Cline, Qwen Code, ...) --

# The names agents give their shell tool, in the order they are tried.
SHELL_TOOLS = ["bash", "Bash", "run_shell_command", "shell",
               "execute_command", "exec_command", "run_terminal_cmd",
               "run_commands"]


def chat_text_of(content):
    if isinstance(content, str):
        return content
    return "".join(b.get("text", "") for b in content or []
                   if isinstance(b, dict))


def chat_shell_call(body, sc):
    """The shell call for a request that offers a shell tool: (name,
    arguments object), or None when it offers none."""
    tools = {}
    for t in body.get("tools") or []:
        f = t.get("function") or t
        if f.get("name"):
            tools[f["name"]] = f.get("parameters") or {}
    want = sc.get("tool")
    names = ([want] if want in tools else []) + SHELL_TOOLS
    for name in names:
        if name not in tools:
            continue
        schema = tools[name]
        args = {}
        for k in schema.get("required", []):
            prop = (schema.get("properties") or {}).get(k, {})
            if k in ("command", "cmd"):
                args[k] = sc.get("command", "echo hello")
            elif prop.get("type") == "boolean":
                args[k] = False
            elif prop.get("type") in ("integer", "number"):
                args[k] = 10000
            else:
                args[k] = f"{sc['word']} {k}"
        if not any(k in args for k in ("command", "cmd")):
            args["command"] = sc.get("command", "echo hello")
        return name, sc.get("tool_args") or args
    return None


def runtime_context(m):
    """Whether message m is OpenClaw 2026.9's runtime context, a user
    message it sends after a tool result (not a prompt)."""
    return m.get("role") == "user" and chat_text_of(m.get("content")).startswith(
        "<<<BEGIN_OPENCLAW_INTERNAL_CONTEXT>>>")


def chat_completion(body, sc):
    msgs = body.get("messages", [])
    turn = list(msgs)
    while turn and runtime_context(turn[-1]):
        turn.pop()
    last = turn[-1] if turn else {}
    results = sum(1 for m in msgs if m.get("role") == "tool")
    call = chat_shell_call(body, sc)
    if last.get("role") == "tool":
        note, text, tc = "text", f"{sc['word']} answer {results}", None
    elif call:
        note, text, tc = "tool:" + call[0], sc.get("pre_text"), call
    else:
        note, text, tc = "plain", f"{sc['word']} plain answer", None
    cid = "chatcmpl-" + uuid.uuid4().hex[:24]
    model = body.get("model", "mock-model")
    usage = {"prompt_tokens": 10, "completion_tokens": 12, "total_tokens": 22}
    finish = "tool_calls" if tc else "stop"
    tcall = None
    if tc:
        tcall = {"index": 0, "id": "call_" + uuid.uuid4().hex[:24],
                 "type": "function",
                 "function": {"name": tc[0],
                              "arguments": json.dumps(tc[1], ensure_ascii=False)}}
    # A scenario's "reasoning": sent first, as reasoning_content (what
    # llama.cpp and DeepSeek send; pi reads it as a thinking block), before
    # every reply, or with "reasoning_prompt_only" before a prompt's alone.
    think = sc.get("reasoning")
    if think and sc.get("reasoning_prompt_only") and last.get("role") == "tool":
        think = None
    if not body.get("stream"):
        msg = {"role": "assistant", "content": text}
        if think:
            msg["reasoning_content"] = think
        if tcall:
            msg["tool_calls"] = [{k: v for k, v in tcall.items()
                                  if k != "index"}]
        data = {"id": cid, "object": "chat.completion", "created":
                int(time.time()), "model": model, "choices": [
                    {"index": 0, "message": msg, "finish_reason": finish}],
                "usage": usage}
        return note, "application/json", json.dumps(
            data, ensure_ascii=False).encode()

    def chunk(delta, fin=None, use=None):
        c = {"id": cid, "object": "chat.completion.chunk",
             "created": int(time.time()), "model": model,
             "choices": [{"index": 0, "delta": delta, "finish_reason": fin}]}
        if use:
            c["usage"] = use
        return (None, c)
    ev = [chunk({"role": "assistant", "content": ""})]
    if think:
        ev.append(chunk({"reasoning_content": think}))
    if sc.get("reasoning_word"):
        prompts = sum(1 for m in msgs if m.get("role") == "user")
        ev.append(chunk({"reasoning_content":
                         f"{sc['reasoning_word']} reasoning {prompts}"}))
    if text:
        ev.append(chunk({"content": text}))
    if tcall:
        ev.append(chunk({"tool_calls": [tcall]}))
    ev.append(chunk({}, finish))
    if (body.get("stream_options") or {}).get("include_usage"):
        c = chunk({}, None, usage)[1]
        c["choices"] = []
        ev.append((None, c))
    return note, "text/event-stream", sse(ev) + b"data: [DONE]\n\n"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def send(self, code, ctype, data):
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        log_request(self.path, self.headers, None, "get")
        if self.path.startswith("/v1/models") or "/models" in self.path:
            self.send(200, "application/json", b'{"data":[],"models":[]}')
        else:
            self.send(404, "application/json", b'{"error":"not found"}')

    do_HEAD = do_GET

    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        if self.path == "/_mock/scenario":
            text = raw.decode("utf-8").strip()
            with _lock:
                if text.startswith("{"):
                    obj = json.loads(text)
                    _state["scenario"] = obj.pop("name")
                    _state["extra"] = obj
                else:
                    _state["scenario"], _state["extra"] = text, {}
            self.send(200, "text/plain", b"ok\n")
            return
        try:
            body = json.loads(raw) if raw else {}
        except ValueError:
            body = {"unparsed": raw.decode("utf-8", "replace")}
        sc = scenario_of(self)
        path = self.path.split("?")[0]
        if path.endswith("/messages/count_tokens"):
            note, ctype, data = "count", "application/json", \
                b'{"input_tokens": 10}'
        elif path.endswith("/messages"):
            note, ctype, data = anthropic_stream(body, sc)
        elif path.endswith("/responses"):
            note, ctype, data = responses_stream(body, sc)
        elif path.endswith(":streamGenerateContent"):
            note, ctype, data = gemini_generate(body, sc, True)
        elif path.endswith(":generateContent"):
            note, ctype, data = gemini_generate(body, sc, False)
        elif path.endswith("/chat/completions"):
            note, ctype, data = chat_completion(body, sc)
        elif path.endswith(":countTokens"):
            note, ctype, data = "count", "application/json", \
                b'{"totalTokens": 10}'
        else:
            log_request(self.path, self.headers, body, "unknown")
            self.send(404, "application/json", b'{"error":"not found"}')
            return
        log_request(self.path, self.headers, body, note)
        self.send(200, ctype, data)


class Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # An agent that closes its connection early is no error of ours.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def main():
    port = 0
    if len(sys.argv) == 3 and sys.argv[1] == "--port":
        port = int(sys.argv[2])
    srv = Server(("127.0.0.1", port), Handler)
    srv.daemon_threads = True
    print(srv.server_address[1], flush=True)
    srv.serve_forever()


if __name__ == "__main__":
    main()
