#!/usr/bin/env python3
"""Builds the Cursor agent transcripts of tests/recorded/cursor-built/.

Cursor's agent (cursor-agent) is closed source and not on npm, so these
files are not recorded: they are written here in the shapes that the
public descriptions of real transcripts give (README.md beside this
script names each one). Run it from anywhere; it rewrites .cursor/ below
its own folder, byte for byte the same each time.

    tests/recorded/cursor-built/make-fixtures.py
"""
import json
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, ".cursor", "projects")

# Two projects: one whose folder Cursor could not name without loss
# (the é of données is a run of "other" characters, written '-') and whose
# .workspace-trusted says where it is; one with no such file.
P1 = "tmp-memgrep-record-cursor-donn-es"
P1_PATH = "/tmp/memgrep-record/cursor/données"
P2 = "tmp-memgrep-record-cursor-plain"

S1 = "6c0f8d2e-3b1a-4c5d-9e7f-1a2b3c4d5e6f"  # two turns, the second resumed
S2 = "9f8e7d6c-5b4a-4321-8fed-cba987654321"  # a subagent of S1
S3 = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"  # the flat layout, project 2


def user(text, ts="Sunday, Nov 29, 2026, 10:00 AM (UTC+0)"):
    wrapped = "<timestamp>%s</timestamp>\n<user_query>\n%s\n</user_query>" % (ts, text)
    return {"role": "user", "message": {"content": [{"type": "text", "text": wrapped}]}}


def reply(*blocks):
    return {"role": "assistant", "message": {"content": list(blocks)}}


def text(s):
    return {"type": "text", "text": s}


def shell(command, description):
    return {"type": "tool_use", "name": "Shell",
            "input": {"command": command, "description": description}}


ENDED = {"type": "turn_ended", "status": "success"}

SESSIONS = {
    os.path.join(P1, "agent-transcripts", S1, S1 + ".jsonl"): [
        user("Run echo hello, then say galingale about les données"),
        reply(text("I will run it.\n\n[REDACTED]"), shell("echo hello", "Print hello quoddity")),
        reply(text("galingale answer 1 — données reçues\n\n[REDACTED]")),
        ENDED,
        # The resumed session (cursor-agent --resume S1) goes on in the
        # same file. Its prompt came with the IDE's context first.
        {"role": "user", "message": {"content": [
            text("<open_and_recently_viewed_files>\nRecently viewed files:\n"
                 "- /tmp/memgrep-record/cursor/données/tindermoss.txt\n"
                 "</open_and_recently_viewed_files>"),
            text("<timestamp>Sunday, Nov 29, 2026, 10:05 AM (UTC+0)</timestamp>\n"
                 "<user_query>\nAgain for sorrelwind, in 日本語 please\n</user_query>"),
        ]}},
        reply({"type": "thinking", "thinking": "The user wants larkspurio in Japanese."},
              text("sorrelwind answer 2: 日本語のデータ\n\n[REDACTED]")),
        reply(text("[REDACTED]")),
        ENDED,
    ],
    os.path.join(P1, "agent-transcripts", S1, "subagents", S2 + ".jsonl"): [
        user("Look for galingale in the subagent"),
        reply(text("Subagent galingale answer 3")),
    ],
    os.path.join(P2, "agent-transcripts", S3 + ".jsonl"): [
        user("Plain project: say quoddity"),
        reply(text("quoddity answer 1")),
        {"type": "turn_ended", "status": "error", "error": "User aborted request"},
    ],
}


def main():
    shutil.rmtree(os.path.join(HERE, ".cursor"), ignore_errors=True)
    for rel, lines in SESSIONS.items():
        path = os.path.join(ROOT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            for line in lines:
                # Compact and UTF-8 raw, as Cursor writes (JSON.stringify).
                f.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
    with open(os.path.join(ROOT, P1, ".workspace-trusted"), "w", encoding="utf-8") as f:
        json.dump({"trustedAt": "2026-11-29T10:00:00.000Z", "workspacePath": P1_PATH,
                   "trustMethod": "cli-flag"}, f, ensure_ascii=False, separators=(",", ":"))


if __name__ == "__main__":
    main()
