#!/usr/bin/env python3
"""Builds VS Code Copilot Chat sessions as VS Code writes them (not
recorded: VS Code and a GitHub login cannot run here). See README.md
beside this file for the sources read; run it again to rebuild home/
byte for byte.

  home/.config/Code/User/workspaceStorage/<id>/workspace.json
  home/.config/Code/User/workspaceStorage/<id>/chatSessions/<session>.json
      the flat document of VS Code before 1.109 (chatSessionStore.ts:
      JSON.stringify(session, undefined, 2))
  home/.config/Code/User/workspaceStorage/<id>/chatSessions/<session>.jsonl
      the mutation log of 1.109 and later (ObjectMutationLog: one
      JSON.stringify(entry) a line), with a stale flat .json beside it
  home/.config/Code/User/globalStorage/emptyWindowChatSessions/<session>.json
      an empty window's session (no workspace, no project)
"""
import json
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
USER = os.path.join(HERE, "home", ".config", "Code", "User")

T0 = 1795930000000  # 2026-11-29 ms since the epoch


def md(text):
    # A MarkdownString as JSON.stringify writes it (isTrusted undefined).
    return {"value": text, "supportThemeIcons": False, "supportHtml": False}


def request(rid, ts, text, response, response_id, state=1):
    # Keys in the order storageSchema's extract gives them
    # (chatSessionOperationLog.ts: the key first, then primitives, then
    # arrays, then objects; undefined values left out by JSON.stringify).
    return {
        "requestId": rid,
        "timestamp": ts,
        "modelId": "copilot/gpt-4.1",
        "responseId": response_id,
        "result": {"timings": {"firstProgress": 900, "totalElapsed": 2100}},
        "followups": [],
        "modelState": {"value": state},
        "contentReferences": [],
        "codeCitations": [],
        "timeSpentWaiting": ts,
        "editedFileEvents": [],
        "response": response,
        "message": {"text": text, "parts": [{"range": {"start": 0, "endExclusive": len(text)},
                                             "editorRange": {"startLineNumber": 1, "startColumn": 1,
                                                             "endLineNumber": 1, "endColumn": len(text) + 1},
                                             "text": text, "kind": "text"}]},
        "variableData": {"variables": []},
    }


def session(sid, created, title, requests):
    d = {"version": 3, "creationDate": created}
    if title is not None:
        d["customTitle"] = title
    d.update({"initialLocation": "panel", "responderUsername": "GitHub Copilot", "sessionId": sid,
              "hasPendingEdits": False, "requests": requests,
              "inputState": {"attachments": [], "mode": {"id": "agent", "kind": "agent"}, "inputText": "",
                             "selections": [], "contrib": {}}})
    return d


def tool_call():
    return {
        "presentation": None,
        "toolSpecificData": {"kind": "terminal", "commandLine": {"original": "echo zymurgy"},
                             "language": "sh"},
        "invocationMessage": md("Running `echo zymurgy`"),
        "originMessage": None,
        "pastTenseMessage": md("Ran `echo zymurgy`"),
        "resultDetails": {"input": "{\"command\":\"echo zymurgy\"}",
                          "output": [{"type": "embed", "isText": True, "value": "zymurgy printed"}],
                          "isError": False},
        "isConfirmed": {"type": 1},
        "isComplete": True,
        "toolCallId": "call_zymurgy_1",
        "toolId": "run_in_terminal",
        "source": {"type": "internal", "label": "Built-In"},
        "kind": "toolInvocationSerialized",
    }


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def js(o, indent=None):
    # JSON.stringify: no ASCII escaping, no spaces (or 2 with indent).
    if indent:
        return json.dumps(o, ensure_ascii=False, indent=indent)
    return json.dumps(o, ensure_ascii=False, separators=(",", ":"))


def flat_session(ws):
    sid = "5b1c7a0e-3f41-4f7c-9a55-0c2f1d6e8a11"
    reqs = [request("request_5b1c_1", T0 + 1000, "Explain the borborygmus parser, données 日本語",
                    [{"kind": "thinking", "value": "collywobbles reasoning", "id": "think_1"},
                     md("First I run a command."), tool_call(),
                     {"kind": "inlineReference", "inlineReference": {"$mid": 1, "path": "/home/dev/src/parse.c",
                                                                      "scheme": "file"}},
                     md("borborygmus answer 1")], "response_5b1c_1")]
    write(os.path.join(ws, "chatSessions", sid + ".json"),
          js(session(sid, T0, "Hullabaloo chat", reqs), indent=2))


def log_session(ws):
    sid = "9d2e4f60-8a7b-4c3d-b1e2-f3a4b5c6d7e8"
    first = request("request_9d2e_1", T0 + 3600000, "Tell me of the callipygian", [], None, state=0)
    del first["responseId"]
    lines = [
        {"kind": 0, "v": session(sid, T0 + 3590000, "Vorpal draft", [first])},
        {"kind": 2, "k": ["requests", 0, "response"], "v": [md("callipygian answer 1")]},
        {"kind": 1, "k": ["requests", 0, "responseId"], "v": "response_9d2e_1"},
        {"kind": 1, "k": ["requests", 0, "modelState"], "v": {"value": 1}},
        {"kind": 1, "k": ["customTitle"], "v": "Pettifogger session"},
        {"kind": 2, "k": ["requests"],
         "v": [request("request_9d2e_2", T0 + 7200000, "Later: the frabjous day, données 日本語",
                       [md("galumphing draft")], None, state=0)]},
        {"kind": 2, "k": ["requests", 1, "response"],
         "v": [{"kind": "thinking", "value": ["frabjous reasoning"]}, md("frabjous answer 2")], "i": 0},
        {"kind": 1, "k": ["requests", 1, "responseId"], "v": "response_9d2e_2"},
        {"kind": 3, "k": ["requests", 0, "result"]},
    ]
    for e in lines[5]["v"]:
        del e["responseId"]
    write(os.path.join(ws, "chatSessions", sid + ".jsonl"), "".join(js(e) + "\n" for e in lines))
    # The flat file an older VS Code left: the log is read instead.
    stale = [request("request_9d2e_1", T0 + 3600000, "skullduggery in a stale copy", [md("stale")],
                     "response_stale")]
    write(os.path.join(ws, "chatSessions", sid + ".json"), js(session(sid, T0, None, stale), indent=2))


def empty_window():
    sid = "e0e1e2e3-0000-4000-8000-empty0window"
    reqs = [request("request_e0e1_1", T0 + 10800000, "A brouhaha in an empty window",
                    [md("brouhaha answer")], "response_e0e1_1")]
    write(os.path.join(USER, "globalStorage", "emptyWindowChatSessions", sid + ".json"),
          js(session(sid, T0 + 10790000, None, reqs), indent=2))


def main():
    shutil.rmtree(os.path.join(HERE, "home"), ignore_errors=True)
    a = os.path.join(USER, "workspaceStorage", "3f2a9c1d7e5b4a6c8d0e1f2a3b4c5d6e")
    write(os.path.join(a, "workspace.json"), js({"folder": "file:///home/dev/word%20garden"}, indent=2))
    flat_session(a)
    b = os.path.join(USER, "workspaceStorage", "a1b2c3d4e5f60718293a4b5c6d7e8f90")
    write(os.path.join(b, "workspace.json"), js({"folder": "file:///home/dev/looking-glass"}, indent=2))
    log_session(b)
    empty_window()


if __name__ == "__main__":
    main()
