#!/usr/bin/env python3
"""Writes the OpenClaw fixture beside this script (tests/recorded/README.md,
"OpenClaw"): a transcript as OpenClaw's file-backed versions kept it,
agents/<agent id>/sessions/<session id>.jsonl, built from the schema with
which openclaw 2026.9.6 (npm) still reads and imports such files
(dist/transcript-payload-*.mjs: sessionHeaderSchema,
indexedSessionEntrySchema; docs/reference/session-management-compaction/
store.md), not recorded: 2026.9.6 keeps its transcripts in SQLite
(agents/<id>/agent/openclaw-agent.sqlite) and writes no such file, and
it needs Node 24. Run it again to check the file: it writes the same
bytes."""
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CWD = "/tmp/memgrep-record/openclaw/workspace"
SID = "5f0c2a9e-31d4-4b7a-9e62-0d8c4a1b7e03"
DIR = os.path.join(HERE, ".openclaw", "agents", "main", "sessions")


def line(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n"


def ms(ts):
    d = datetime.datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc)
    return int(d.timestamp() * 1000)


def main():
    out, parent, n = [], None, 0
    out.append(line({"type": "session", "version": 3, "id": SID, "timestamp": "2026-11-29T13:00:00.000Z",
                     "cwd": CWD}))

    def entry(kind, ts, **fields):
        nonlocal parent, n
        n += 1
        eid = "b7e03%03d" % n
        e = {"type": kind, "id": eid, "parentId": parent, "timestamp": ts}
        e.update(fields)
        out.append(line(e))
        parent = eid

    def message(ts, msg):
        entry("message", ts, message=dict(msg, timestamp=ms(ts)))

    def assistant(content):
        return {"role": "assistant", "content": content, "api": "openai-completions", "provider": "mock",
                "model": "mock-model", "stopReason": "stop"}

    t = "2026-11-29T13:00:0%d.%03dZ"
    entry("model_change", t % (0, 10), provider="mock", modelId="mock-model")
    entry("thinking_level_change", t % (0, 10), thinkingLevel="low")
    message(t % (0, 50), {"role": "user",
                          "content": [{"type": "text", "text": "Run echo hello, then say balderdash: données, 日本語"}]})
    message(t % (1, 0), assistant([{"type": "thinking", "thinking": "flapdoodle musing"},
                                     {"type": "toolCall", "id": "call_oc_1", "name": "exec",
                                      "arguments": {"command": "echo hello"}}]))
    message(t % (1, 100), {"role": "toolResult", "toolCallId": "call_oc_1", "toolName": "exec",
                           "content": [{"type": "text", "text": "hello\n"}], "isError": False})
    message(t % (1, 200), assistant([{"type": "text", "text": "balderdash answer 1"}]))
    entry("session_info", t % (2, 0), name="Platypusian naming ceremony")
    entry("custom_message", t % (3, 0), customType="openclaw.context", display=False,
          content="doohickey: context the gateway injected")
    message(t % (3, 100), {"role": "user", "content": [{"type": "text", "text": "Second prompt: poppycock"}]})
    message(t % (4, 0), assistant([{"type": "text", "text": "poppycock answer 2"}]))
    os.makedirs(DIR, exist_ok=True)
    with open(os.path.join(DIR, SID + ".jsonl"), "w", encoding="utf-8") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()
