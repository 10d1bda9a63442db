#!/usr/bin/env python3
"""Builds tests/recorded/openclaw-2026.9.6-archives/ from the recorded
store tests/recorded/openclaw-2026.9.6/ (left untouched): a copy of its
database with the earlier transcript generations OpenClaw 2026.9.6 moves
out of transcript_events, as its code writes them (tests/recorded/README.md,
"openclaw-2026.9.6-archives"):

- session_transcript_archives (a reset's or a delete's archive): one row a
  generation, archive_blob the transcript's JSON lines (its header first),
  encoding 'zstd' or 'identity' (dist/session-accessor.sqlite-archive-*.mjs);
- session_transcript_cold_archives (cold storage: the session's events moved
  out, its window kept): zstd-compressed JSON lines of records
  {"kind": "header" | "event" | "identity" | "active" | "index" | "fts"},
  in the row (storage 'sqlite') or in agents/<agent>/sessions/cold/<sha256>
  .jsonl.zst (storage 'file') (dist/session-cold-storage-*.mjs).

Each archived transcript is the recorded session's events (those stored as
text) with its own session id and the recorded words replaced by its own.
Needs the zstd command (at build time only). Run from anywhere:
    tests/record/build_openclaw_archives.py
"""
import hashlib
import json
import re
import os
import shutil
import sqlite3
import subprocess
import sys
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "recorded", "openclaw-2026.9.6", ".openclaw", "agents", "main", "agent",
                   "openclaw-agent.sqlite")
OUT = os.path.join(HERE, "..", "recorded", "openclaw-2026.9.6-archives", ".openclaw", "agents", "main")
RECORDED = "986bbc74-2453-4e72-b40e-343d29c0e212"
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
CALL = re.compile(r"call_[0-9a-f]{24}")
WORDS = ("gongoozler", "ultracrepidarian", "bibliopolist")

# (session id, generation, word, kind, created_at ms)
ARCHIVES = [
    ("5b0c6e1a-7f3d-4c2e-9a41-2d8e0f3b6c7a", "9d1f0c2b7a3e4d5f8a6b1c0d2e3f4a5b", "quomodocunquize", "reset",
     1795980000000),
    ("c3a9e2d4-1b6f-4e8a-b7c5-0f2d9e8a1b3c", "2b7e4f1a9c3d5e6f7a8b9c0d1e2f3a4b", "zenzizenzizenzic", "deleted",
     1795980060000),
    ("7e2f1d3c-9a8b-4c6d-8e5f-1a2b3c4d5e6f", "4c8a2e6f0b1d3a5c7e9f1b3d5a7c9e0f", "floccinaucinihilipilification",
     "cold-sqlite", 1795980120000),
    ("a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "6e0a4c8f2b5d7a9c1e3f5b7d9a0c2e4f", "sesquipedalian", "cold-file",
     1795980180000),
]


def zstd(data):
    return subprocess.run(["zstd", "-q", "-c", "-19"], input=data, stdout=subprocess.PIPE, check=True).stdout


def stamp(ms):
    import datetime
    t = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc)
    return t.strftime("%Y-%m-%dT%H-%M-%S.") + "%03dZ" % (ms % 1000)


def events_of(src, sid, word):
    rows = []
    for seq, line, created in src.execute(
            "SELECT seq, event_json, created_at FROM transcript_events WHERE session_id = ? AND event_json IS NOT NULL"
            " ORDER BY seq", (RECORDED, )):
        for w in WORDS:
            line = line.replace(w, word)
        line = line.replace(RECORDED, sid)
        # Its own entries: every other UUID, and each tool call's id, made
        # anew from the session's (a reset's transcript shares none).
        line = UUID.sub(lambda m: str(uuid.uuid5(uuid.UUID(sid), m.group(0))) if m.group(0) != sid else sid, line)
        line = CALL.sub(lambda m: "call_" + hashlib.sha256((sid + m.group(0)).encode()).hexdigest()[:24], line)
        rows.append((seq, line, created))
    return rows


def main():
    src = sqlite3.connect("file:%s?mode=ro" % SRC, uri=True)
    root = os.path.normpath(os.path.join(OUT, "..", "..", ".."))
    if os.path.exists(root):
        shutil.rmtree(root)
    os.makedirs(os.path.join(OUT, "agent"))
    os.makedirs(os.path.join(OUT, "sessions", "cold"))
    db_path = os.path.join(OUT, "agent", "openclaw-agent.sqlite")
    dst = sqlite3.connect(db_path)
    src.backup(dst)
    for sid, gen, word, kind, created in ARCHIVES:
        events = events_of(src, sid, word)
        if kind in ("reset", "deleted"):
            text = "".join(line + "\n" for _, line, _ in events).encode()
            enc = "zstd" if kind == "reset" else "identity"
            blob = zstd(text) if enc == "zstd" else text
            name = "%s.jsonl.%s.%s.%s%s" % (sid, kind, stamp(created), gen, ".zst" if enc == "zstd" else "")
            dst.execute(
                "INSERT INTO session_transcript_archives (session_id, generation, session_key, reason, encoding,"
                " archive_blob, archive_sha256, archive_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (sid, gen, "agent:main:main", kind, enc, blob, hashlib.sha256(blob).hexdigest(), name, created))
            continue
        # Cold storage: the window stays, its events move to the archive.
        dst.execute(
            "INSERT INTO session_windows (session_id, session_key, reason, created_at, updated_at,"
            " transcript_updated_at) VALUES (?, 'agent:main:main', 'reset', ?, ?, ?)",
            (sid, events[0][2], events[-1][2], events[-1][2]))
        records = [{"kind": "header", "version": 1, "sessionId": sid, "generation": gen}]
        records += [{"kind": "event", "row": {"seq": s, "event_json": l, "created_at": c}} for s, l, c in events]
        records.append({"kind": "index", "row": {"indexed_seq": events[-1][0], "leaf_event_id": None,
                                                 "needs_rebuild": 0, "active_event_count": len(events),
                                                 "active_message_count": 3, "updated_at": events[-1][2]}})
        text = "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in records)
        blob = zstd(text.encode())
        sha = hashlib.sha256(blob).hexdigest()
        name = sha + ".jsonl.zst"
        storage = "sqlite" if kind == "cold-sqlite" else "file"
        if storage == "file":
            with open(os.path.join(OUT, "sessions", "cold", name), "wb") as f:
                f.write(blob)
        dst.execute(
            "INSERT INTO session_transcript_cold_archives (session_id, generation, archive_name, archive_sha256,"
            " event_count, raw_bytes, archive_bytes, last_seq, archived_at, storage, archive_blob)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (sid, gen, name, sha, len(events), sum(len(l.encode()) for _, l, _ in events), len(blob),
             events[-1][0], created, storage, blob if storage == "sqlite" else None))
    dst.commit()
    dst.execute("PRAGMA journal_mode=DELETE")
    dst.close()
    src.close()
    print(db_path)


if __name__ == "__main__":
    sys.exit(main())
