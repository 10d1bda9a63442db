#!/usr/bin/env python3
"""Builds Cursor IDE databases (state.vscdb) for memgrep's tests.

Cursor is closed source (README.md beside this script says where each fact
comes from); this writes, below OUT (the tests use this folder itself):

    OUT/Cursor/User/globalStorage/state.vscdb
    OUT/Cursor/User/workspaceStorage/<hash>/state.vscdb and workspace.json

    tests/recorded/cursor-built/make-ide-db.py tests/recorded/cursor-built

Each database has the tables ItemTable and cursorDiskKV (key TEXT UNIQUE,
value BLOB), a JSON text a value. The global database holds the chat
3f2e1d0c... in the form of Cursor 0.40 and later (composerData with
fullConversationHeadersOnly, each message a bubbleId:<composer>:<bubble>
row: prompts, a reply with its thinking, a terminal tool call with its
result, replies, a second turn an hour later) and a chat with no message;
the workspace's holds the older chat 7a6b5c4d... whose messages are
inline (conversation), its workspace.json naming the folder. The words are
this fixture's own: quillowisp, brambletoft, fennelwick, thistlebrook,
mossglimmer, with données and 日本語. Nothing here was written by Cursor.
"""
import json
import os
import sqlite3
import sys

C1 = "3f2e1d0c-b9a8-4765-8432-10fedcba9876"
C2 = "7a6b5c4d-3e2f-4011-8223-344556677889"
C3 = "00000000-empty-4000-8000-000000000000"
WS = "5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b"
T0 = 1795946400000  # 2026-11-29T10:00:00Z, in ms


def iso(ms):
    s, m = divmod(ms, 1000)
    import datetime
    t = datetime.datetime.fromtimestamp(s, datetime.timezone.utc)
    return t.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % m


def bubble(bid, kind, text, at, **more):
    b = {"_v": 3, "type": kind, "bubbleId": bid, "text": text, "createdAt": iso(at)}
    b.update(more)
    return b


def modern():
    tool = {
        "tool": 15, "toolCallId": "toolu_ide_1", "toolIndex": 0, "status": "completed",
        "name": "run_terminal_cmd",
        "rawArgs": json.dumps({"command": "echo hello thistlebrook", "is_background": False}),
        "params": json.dumps({"command": "echo hello thistlebrook"}),
        "result": json.dumps({"output": "hello thistlebrook\n", "exitCodeV2": 0}),
    }
    b = [
        bubble("b1", 1, "Run echo hello, then say quillowisp about les données", T0),
        bubble("b2", 2, "", T0 + 1000, thinking={"text": "brambletoft: the user wants echo first"},
               capabilityType=15, toolFormerData=tool),
        bubble("b3", 2, "quillowisp answer 1", T0 + 2000),
        bubble("b4", 1, "Once more: fennelwick in 日本語", T0 + 3600000),
        bubble("b5", 2, "fennelwick answer 2: 日本語", T0 + 3601000),
    ]
    yield "composerData:" + C1, {
        "_v": 10, "composerId": C1, "name": "IDE quillowisp chat", "createdAt": T0,
        "lastUpdatedAt": T0 + 3601000, "status": "completed",
        "fullConversationHeadersOnly": [{"bubbleId": x["bubbleId"], "type": x["type"]} for x in b],
        "conversationMap": {},
    }
    for x in b:
        yield "bubbleId:%s:%s" % (C1, x["bubbleId"]), x
    # A chat opened and closed with nothing sent: no session.
    yield "composerData:" + C3, {"_v": 10, "composerId": C3, "createdAt": T0,
                                  "fullConversationHeadersOnly": [], "conversationMap": {}}


def older():
    yield "composerData:" + C2, {
        "_v": 2, "composerId": C2, "name": "Older mossglimmer chat", "createdAt": T0 - 86400000,
        "conversation": [
            {"type": 1, "bubbleId": "o1", "text": "older IDE chat: mossglimmer about données"},
            {"type": 2, "bubbleId": "o2", "text": "older mossglimmer answer"},
        ],
    }


def write(path, kv, items=()):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        os.unlink(path)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE ItemTable (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
    db.execute("CREATE TABLE cursorDiskKV (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
    for key, value in items:
        db.execute("INSERT INTO ItemTable VALUES (?, ?)", (key, json.dumps(value)))
    for key, value in kv:
        db.execute("INSERT INTO cursorDiskKV VALUES (?, ?)",
                   (key, json.dumps(value, ensure_ascii=False, separators=(",", ":"))))
    db.commit()
    db.close()


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-ide-db.py OUT")
    user = os.path.join(sys.argv[1], "Cursor", "User")
    write(os.path.join(user, "globalStorage", "state.vscdb"), modern())
    ws = os.path.join(user, "workspaceStorage", WS)
    write(os.path.join(ws, "state.vscdb"), older(),
          [("composer.composerData", {"allComposers": [{"composerId": C2}]})])
    with open(os.path.join(ws, "workspace.json"), "w") as f:
        f.write('{\n  "folder": "file:///tmp/memgrep-record/cursor-ide/donn%C3%A9es"\n}')


if __name__ == "__main__":
    main()
