#!/usr/bin/env python3
"""Writes the omp fixtures beside this script (tests/recorded/README.md,
"omp"): built from omp's own source, @oh-my-pi/pi-coding-agent 18.3.4 on
npm (src/session/session-entries.ts, session-title-slot.ts, messages.ts,
session-manager.ts, session-paths.ts), not recorded: omp runs on Bun and
its 18.3.4 names a dependency (@oh-my-pi/omp-stats 18.3.4) that the
registry does not have. Run it again to check the files: it writes the
same bytes."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CWD = "/tmp/memgrep-record/omp/proj"
# session-paths.ts: a cwd below the temporary folder is `-tmp-` + the rest,
# each '/' a '-'.
DIR = os.path.join(HERE, ".omp", "agent", "sessions", "-tmp-memgrep-record-omp-proj")
SLOT_BYTES = 256  # SESSION_TITLE_SLOT_BYTES


def line(obj):
    # JSON.stringify: no spaces, non-ASCII as it is.
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n"


def title_slot(title, source, updated):
    """serializeTitleSlot: the first line, padded to 256 bytes."""
    slot = {"type": "title", "v": 1, "title": title, "source": source, "updatedAt": updated, "pad": ""}
    short = len(line(slot).encode())
    slot["pad"] = " " * (SLOT_BYTES - short)
    out = line(slot)
    assert len(out.encode()) == SLOT_BYTES
    return out


def ms(ts):
    import datetime
    d = datetime.datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc)
    return int(d.timestamp() * 1000)


class Session:
    def __init__(self, sid, start):
        self.sid, self.lines, self.parent, self.n = sid, [], None, 0
        self.header = {"type": "session", "version": 3, "id": sid, "timestamp": start, "cwd": CWD}

    def entry(self, kind, ts, **fields):
        self.n += 1
        eid = "%s%02d" % (self.sid[-6:], self.n)
        e = {"type": kind, "id": eid, "parentId": self.parent, "timestamp": ts}
        e.update(fields)
        self.lines.append(line(e))
        self.parent = eid

    def message(self, ts, msg):
        msg = dict(msg, timestamp=ms(ts))
        self.entry("message", ts, message=msg)

    def write(self, name, slot=None):
        os.makedirs(DIR, exist_ok=True)
        with open(os.path.join(DIR, name), "w", encoding="utf-8") as f:
            f.write((slot or "") + line(self.header) + "".join(self.lines))


def assistant(content):
    return {"role": "assistant", "content": content, "api": "openai-completions", "provider": "mock",
            "model": "mock-model", "stopReason": "stop"}


def text(s):
    return [{"type": "text", "text": s}]


def session_a():
    """A prompt with a shell call, a reply with reasoning, a title, a
    second prompt with a Python run of the user's ($), as omp writes it
    now: its title slot first."""
    s = Session("019ad0e1-5a00-7a11-8c3e-4f2d9e6b7a01", "2026-11-29T12:00:00.000Z")
    t = "2026-11-29T12:00:0%d.%03dZ"
    s.entry("model_change", t % (0, 10), model="mock/mock-model")
    s.message(t % (0, 50), {"role": "user", "content": text("Run echo hello, then say codswallop: données, 日本語")})
    s.message(t % (1, 0), assistant([{"type": "thinking", "thinking": "fiddlesticks musing"},
                                       {"type": "toolCall", "id": "call_omp_1", "name": "bash",
                                        "arguments": {"command": "echo hello"}}]))
    s.message(t % (1, 100), {"role": "toolResult", "toolCallId": "call_omp_1", "toolName": "bash",
                             "content": text("hello\n"), "isError": False})
    s.message(t % (1, 200), assistant(text("codswallop answer 1")))
    s.entry("title_change", t % (2, 0), title="Wombatese naming ceremony", source="user")
    s.message(t % (3, 0), {"role": "user", "content": text("Second prompt: brouhaha")})
    s.message(t % (3, 500), {"role": "pythonExecution", "code": "print('nincompoop')", "output": "nincompoop\n",
                             "exitCode": 0, "cancelled": False, "truncated": False})
    s.message(t % (4, 0), assistant(text("brouhaha answer 2")))
    slot = title_slot("Wombatese naming ceremony", "user", t % (2, 0))
    s.write("2026-11-29T12-00-00-000Z_019ad0e1-5a00-7a11-8c3e-4f2d9e6b7a01.jsonl", slot)


def session_b():
    """An @file mention (omp reads the file and injects it) and a prompt,
    as omp wrote sessions before its title slot: the header first."""
    s = Session("019ad0e1-7c00-7b22-9d4f-5a3e0f7c8b02", "2026-11-29T12:05:00.000Z")
    t = "2026-11-29T12:05:0%d.%03dZ"
    s.message(t % (0, 100), {"role": "fileMention", "files": [
        {"path": CWD + "/notes.txt", "content": "ragamuffin: the attached note", "lineCount": 1}]})
    s.message(t % (0, 200), {"role": "user", "content": text("Read the notes, say numbskull")})
    s.message(t % (1, 0), assistant(text("numbskull answer 1")))
    s.write("2026-11-29T12-05-00-000Z_019ad0e1-7c00-7b22-9d4f-5a3e0f7c8b02.jsonl")


if __name__ == "__main__":
    session_a()
    session_b()
