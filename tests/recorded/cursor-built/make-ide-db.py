#!/usr/bin/env python3
"""Builds a small Cursor IDE database (state.vscdb) for memgrep's tests.

memgrep does not read Cursor's IDE database yet (docs/reference.md §1,
"Cursor's IDE database"); this makes one from the keys documented there,
for the shared SQLite shape to be tested on:

    tests/recorded/cursor-built/make-ide-db.py OUT/state.vscdb

Table cursorDiskKV(key TEXT UNIQUE, value BLOB), as VS Code's ItemTable;
one chat (composerData:<id>) in the 0.40+ form whose messages are bubbleId
rows listed in fullConversationHeadersOnly, and one older chat whose
messages are inline (conversationMap). The words are this fixture's own:
galingale, sorrelwind, larkspurio, données, 日本語 (README.md beside this
script). Nothing here was written by Cursor itself.
"""
import json
import os
import sqlite3
import sys

C1 = "3f2e1d0c-b9a8-4765-8432-10fedcba9876"
C2 = "7a6b5c4d-3e2f-4011-8223-344556677889"
T0 = 1796032800000  # 2026-11-29T10:00:00Z, in ms


def bubble(bid, kind, text, at):
    return {"_v": 3, "bubbleId": bid, "type": kind, "text": text, "createdAt": at}


def rows():
    b = [
        bubble("b1", 1, "IDE: say galingale about les données", T0),
        bubble("b2", 2, "IDE galingale answer 1", T0 + 60000),
        bubble("b3", 1, "IDE: again for sorrelwind in 日本語", T0 + 120000),
        bubble("b4", 2, "sorrelwind answer 2: 日本語", T0 + 180000),
    ]
    yield "composerData:" + C1, {
        "_v": 3, "composerId": C1, "name": "IDE larkspurio chat", "createdAt": T0,
        "fullConversationHeadersOnly": [{"bubbleId": x["bubbleId"], "type": x["type"]} for x in b],
    }
    for x in b:
        yield "bubbleId:%s:%s" % (C1, x["bubbleId"]), x
    yield "composerData:" + C2, {
        "composerId": C2, "createdAt": T0 - 86400000,
        "conversationMap": {"c": {"bubbles": [
            {"type": "user", "text": "older IDE chat: galingale"},
            {"type": "ai", "text": "older galingale answer"},
        ]}},
    }


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-ide-db.py OUT/state.vscdb")
    out = sys.argv[1]
    if os.path.exists(out):
        os.unlink(out)
    db = sqlite3.connect(out)
    db.execute("CREATE TABLE ItemTable (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
    db.execute("CREATE TABLE cursorDiskKV (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)")
    for key, value in rows():
        db.execute("INSERT INTO cursorDiskKV VALUES (?, ?)",
                   (key, json.dumps(value, ensure_ascii=False, separators=(",", ":"))))
    db.commit()
    db.close()


if __name__ == "__main__":
    main()
