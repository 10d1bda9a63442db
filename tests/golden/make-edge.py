#!/usr/bin/env python3
"""Write tests/golden/edge/: small hand-designed agent histories, one hard case
per file (or per line), for the golden end-to-end cases of tests/golden/run.

    tests/golden/make-edge.py              # rewrites tests/golden/edge/
    tests/golden/make-edge.py --out DIR    # writes the same bytes into DIR
                                           # (DIR must not exist or be empty)

The output is committed so that a reviewer can read the exact bytes a case
searches; tests/golden/run regenerates it into a temp dir and checks that it
is identical, byte for byte. Python standard library only; no randomness.

The story: Mika writes the firmware of a greenhouse controller
(/home/mika/src/greenhouse) and a ferry timetable site
(/home/mika/src/ferry-times), with Claude Code and with Codex CLI, from
2025-03-10 to 2025-03-17 (UTC). What each file holds:

edge/claude/projects/-home-mika-src-greenhouse/
  1e55a001-….jsonl   S1 (interactive, 2025-03-10 22:00 to 03-11 00:30, so it
                     spans midnight): an escaped quote (`to "dry soil"`),
                     thinking, an Edit tool_use whose new_string holds a
                     newline, a tool_result, CJK written raw, `\\u00e4`
                     (lower-case hex) and `\\u00C4` (upper-case hex) escapes
                     the way Python's json writes them, a surrogate pair
                     (U+1F331), a lone high surrogate, memgrep result output
                     pasted by the user, `drip_schedule` / `drip-schedule`,
                     an ai-title, a system line and a file-history-snapshot
                     (not searched).
  1e55a001-…/subagents/agent-b7c8d9e0f1a2b3c4d.jsonl
                     S1's subagent, new layout: one line copied from the
                     parent (same uuid, so it counts once) and a report.
  2e55a002-….jsonl   S2 (2025-03-11 09:00): a noise block beside real text,
                     an isMeta line, a 9- and a 10-character message, a
                     recall event ("Did you remember") and the turn it
                     contaminates (a memgrep tool_use, a tool_result, pasted
                     result output, an answer, a noise-only user line that is
                     not a prompt), then the next prompt, a command noise line.
  3e55a003-….jsonl   S3 (2025-03-12): a headless session (queue-operation
                     first) that is real work: "drip schedule", "Valve", frost.
  9e55a009-….jsonl   S9 (2025-03-17): S3 resumed as a new session: S3's three
                     lines copied (same uuids and times, S9's session id), then
                     a new turn. The copies count once, in S3 (smaller path).
  4e55a004-….jsonl   S4 (2025-03-13): a recall fork: queue-operation first and
                     its first prompt is a recall event ("memory search"); a
                     second prompt follows, so --forks shows its second turn.
edge/claude/projects/-home-mika-src-ferry-times/
  5e55a005-….jsonl   S5 (2025-03-16): two ai-titles and a custom-title (the
                     custom one is the title), a malformed line in the middle
                     and a truncated last line (no newline).
  agent-3f9a1c2.jsonl
                     S5's subagent, old layout (beside the sessions, lines
                     with isSidechain and the parent's sessionId): a "Warmup"
                     prompt (short) and a report.
  6e55a006-….jsonl   S6: a summary-only file: one summary line, no cwd and no
                     timestamp (its project comes from the folder name, which
                     is lossy: /home/mika/src/ferry/times).
edge/codex/sessions/2025/03/14/rollout-…-7e55a007-….jsonl
                     C7, a Codex CLI rollout: environment noise, a prompt, a
                     reasoning summary (thinking), a function_call whose
                     arguments are JSON in a JSON string, its output, an answer.
edge/codex/sessions/2025/03/15/rollout-…-8e55a008-….jsonl
                     C8 resumes C7: its own session_meta first, C7's second,
                     C7's items replayed with their original timestamps (they
                     count once, in C7), then a new turn.
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "edge")

G_CWD = "/home/mika/src/greenhouse"
F_CWD = "/home/mika/src/ferry-times"
G_DIR = "claude/projects/-home-mika-src-greenhouse"
F_DIR = "claude/projects/-home-mika-src-ferry-times"

S1 = "1e55a001-0000-4000-8000-000000000001"
S2 = "2e55a002-0000-4000-8000-000000000002"
S3 = "3e55a003-0000-4000-8000-000000000003"
S4 = "4e55a004-0000-4000-8000-000000000004"
S5 = "5e55a005-0000-4000-8000-000000000005"
S6 = "6e55a006-0000-4000-8000-000000000006"
S9 = "9e55a009-0000-4000-8000-000000000009"
C7 = "7e55a007-0000-4000-8000-000000000007"
C8 = "8e55a008-0000-4000-8000-000000000008"


def ts(day, h=10, m=0, s=0):
    return "2025-03-%02dT%02d:%02d:%02d.000Z" % (day, h, m, s)


def dump(o):
    """One JSON line as Claude Code writes it: compact, non-ASCII raw."""
    return json.dumps(o, separators=(",", ":"), ensure_ascii=False)


class Chain:
    """Lines of one Claude Code transcript, each parented to the one before."""

    def __init__(self, sid, cwd, **common):
        self.sid, self.cwd, self.common, self.parent = sid, cwd, common, None

    def msg(self, kind, uid, t, content, **extra):
        o = {"parentUuid": self.parent, "isSidechain": False, "userType": "external",
             "cwd": self.cwd, "sessionId": self.sid, "version": "2.0.31", "gitBranch": "main"}
        o.update(self.common)
        o["type"] = kind
        if kind == "assistant":
            o["message"] = {"model": "claude-sonnet-4-5-20250929", "id": "msg_" + uid, "type": "message",
                            "role": "assistant", "content": content}
        else:
            o["message"] = {"role": "user", "content": content}
        o["uuid"] = uid
        o["timestamp"] = t
        o.update(extra)
        self.parent = uid
        return dump(o)

    def raw(self, kind, uid, t, literal):
        """A line whose text is given as a JSON string literal, escapes and all."""
        content = [text(RAW)] if kind == "assistant" else RAW
        return self.msg(kind, uid, t, content).replace(dump(RAW), literal)


RAW = "@raw@"


def text(s):
    return {"type": "text", "text": s}


def write(out, rel, lines, last_newline=True):
    path = os.path.join(out, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    data = "\n".join(lines) + ("\n" if last_newline else "")
    with open(path, "wb") as f:
        f.write(data.encode("utf-8"))


def session1(out):
    c = Chain(S1, G_CWD)
    edit_input = {"file_path": G_CWD + "/firmware/pumpctl.c",
                  "old_string": "banner = \"wet\";",
                  "new_string": "# keep the valve open\nfor ninety seconds"}
    lines = [
        dump({"type": "file-history-snapshot", "messageId": "s1-00", "snapshot":
              {"messageId": "s1-00", "trackedFileBackups": {}, "timestamp": ts(10, 21, 59)},
              "isSnapshotUpdate": False}),
        # the escaped quote: the file holds to \"dry soil\"
        c.msg("user", "s1-01", ts(10, 22, 0),
              "set the panel banner to \"dry soil\" when the pump controller sees watering is due"),
        # thinking, text and a tool_use with a newline inside new_string
        c.msg("assistant", "s1-02", ts(10, 22, 1), [
            {"type": "thinking", "thinking": "the capacitive probe drifts while the pump runs; read firmware/pumpctl.c first",
             "signature": "EpUBCkYIBRgCKkA"},
            text("I'll update the banner in firmware/pumpctl.c and leave the drip_schedule table alone."),
            {"type": "tool_use", "id": "toolu_01", "name": "Edit", "input": edit_input}]),
        c.msg("user", "s1-03", ts(10, 22, 2), [
            {"tool_use_id": "toolu_01", "type": "tool_result",
             "content": "The file " + G_CWD + "/firmware/pumpctl.c has been updated."}],
              toolUseResult={"filePath": G_CWD + "/firmware/pumpctl.c"}),
        dump({"parentUuid": "s1-03", "isSidechain": False, "cwd": G_CWD, "sessionId": S1, "type": "system",
              "subtype": "info", "content": "banner rebuilt, seedling tray unchanged", "level": "info",
              "uuid": "s1-sys", "timestamp": ts(10, 22, 3)}),
        # CJK, written raw: "the greenhouse humidity sensor reads wrong, please check"
        c.msg("user", "s1-04", ts(10, 22, 10), "温室的湿度传感器读数不对，请检查一下"),
    ]
    # escapes as Python's json.dumps writes them (ensure_ascii): lower-case hex
    # digits; one upper-case hex escape; a surrogate pair; a lone surrogate
    lines += [
        c.raw("assistant", "s1-05", ts(10, 22, 11),
              '"Gew\\u00e4chshaus mode is on and the \\u00C4PFEL tray moved to bed two"'),
        c.raw("assistant", "s1-06", ts(10, 22, 12),
              '"A seedling icon \\ud83c\\udf31 now marks each tray on the dashboard"'),
        c.raw("user", "s1-07", ts(10, 22, 13),
              '"the serial log shows a cut byte \\ud83d here, then the relay message"'),
    ]
    lines += [
        # memgrep output pasted by the user (after midnight)
        c.msg("user", "s1-08", ts(11, 0, 20),
              "this is what the search printed:\n"
              "[1/1] 9f8e7d6 • 2025-03-01 09:00 • ~/src/greenhouse • 1 matches • Relay\n"
              "  user  2025-03-01 08:58  the relay clicks twice at dawn"),
        c.msg("assistant", "s1-09", ts(11, 0, 30), [
            text("Fixed: the relay clicks once at dawn now, and pump_timer follows the drip-schedule.")]),
        dump({"type": "ai-title", "sessionId": S1, "aiTitle": "Pump controller banner and relay fix"}),
    ]
    write(out, "%s/%s.jsonl" % (G_DIR, S1), lines)

    # the subagent, new layout: <session>/subagents/agent-<id>.jsonl
    a = Chain(S1, G_CWD, agentId="b7c8d9e")
    write(out, "%s/%s/subagents/agent-b7c8d9e0f1a2b3c4d.jsonl" % (G_DIR, S1), [
        a.msg("user", "s1-01", ts(10, 22, 0),
              "set the panel banner to \"dry soil\" when the pump controller sees watering is due",
              isSidechain=True),
        a.msg("assistant", "s1-a2", ts(10, 22, 5),
              [text("Subagent report: the panel banner reads dry soil on all three benches.")], isSidechain=True),
    ])


def session2(out):
    c = Chain(S2, G_CWD)
    pasted = ("[1/1] 4d3c2b1 • 2025-01-20 08:15 • ~/src/greenhouse • 2 matches\n"
              "  user       2025-01-20 08:14  moisture sensor calibrated in wet sand")
    write(out, "%s/%s.jsonl" % (G_DIR, S2), [
        # 1: a noise block, then the real request
        c.msg("user", "s2-01", ts(11, 9, 0), [
            text("<ide_opened_file>The user opened firmware/moisture.c in the IDE.</ide_opened_file>"),
            text("the moisture sensor on bed three reads zero all night")]),
        # 2: isMeta (no noise marker: it is dropped for isMeta alone)
        c.msg("user", "s2-02", ts(11, 9, 1), "Skill notes: calibrate each moisture sensor before watering.",
              isMeta=True),
        # 3, 4: 9 and 10 characters
        c.msg("assistant", "s2-03", ts(11, 9, 2), [text("sensor ok")]),
        c.msg("assistant", "s2-04", ts(11, 9, 2, 30), [text("Sensor ok.")]),
        c.msg("assistant", "s2-05", ts(11, 9, 3), [
            text("The moisture sensor cable on bed three was unplugged; the sensor is back in.")]),
        # 6: a recall event that is also a prompt: its turn is contaminated
        c.msg("user", "s2-06", ts(11, 9, 4), "Did you remember how we calibrated the moisture sensor last winter?"),
        c.msg("assistant", "s2-07", ts(11, 9, 5), [
            text("Let me look through the history."),
            {"type": "tool_use", "id": "toolu_21", "name": "Bash",
             "input": {"command": "memgrep \"moisture sensor calibrat\"", "description": "Search past sessions"}}]),
        # 8: a tool_result is not a prompt
        c.msg("user", "s2-08", ts(11, 9, 6), [{"tool_use_id": "toolu_21", "type": "tool_result", "content": pasted}]),
        # 9: memgrep's output pasted back by the assistant
        c.msg("assistant", "s2-09", ts(11, 9, 7), [text(pasted)]),
        c.msg("assistant", "s2-10", ts(11, 9, 8), [text("Last winter the moisture sensor was calibrated in wet sand.")]),
        # 11: a noise-only user line is not a prompt: the turn goes on
        c.msg("user", "s2-11", ts(11, 9, 10),
              "<system-reminder>moisture sensor datasheets are in docs/</system-reminder>"),
        c.msg("assistant", "s2-12", ts(11, 9, 11), [text("Calibration steps for the moisture sensor are in docs/sensors.md.")]),
        # 13: the next prompt ends the contamination
        c.msg("user", "s2-13", ts(11, 9, 20), "good, recalibrate the moisture sensor on bed four the same way"),
        c.msg("user", "s2-14", ts(11, 9, 21),
              "<command-name>/clear</command-name>\n            <command-message>clear moisture sensor</command-message>"),
        c.msg("assistant", "s2-15", ts(11, 9, 22), [text("Bed four moisture sensor recalibrated.")]),
    ])


def session3(out):
    c = Chain(S3, G_CWD)
    write(out, "%s/%s.jsonl" % (G_DIR, S3), [
        dump({"type": "queue-operation", "operation": "dequeue", "timestamp": ts(12, 7, 0), "sessionId": S3}),
        c.msg("user", "s3-01", ts(12, 7, 1), "add a frost alarm to the greenhouse controller and keep the drip schedule"),
        c.msg("assistant", "s3-02", ts(12, 7, 2), [
            text("Added the frost alarm: it sounds below two degrees, and the sprinkler valve stays shut in frost.")]),
        c.msg("assistant", "s3-03", ts(12, 7, 3), [
            text("Valve two now closes during frost; the pumps and the pumphouse heater are untouched.")]),
        dump({"type": "last-prompt", "lastPrompt": "add a frost alarm", "sessionId": S3}),
    ])


def session9(out):
    # S3 resumed as a new session: S3's lines copied with their uuids and
    # times (under the new session id), then a new turn
    c = Chain(S9, G_CWD)
    write(out, "%s/%s.jsonl" % (G_DIR, S9), [
        c.msg("user", "s3-01", ts(12, 7, 1), "add a frost alarm to the greenhouse controller and keep the drip schedule"),
        c.msg("assistant", "s3-02", ts(12, 7, 2), [
            text("Added the frost alarm: it sounds below two degrees, and the sprinkler valve stays shut in frost.")]),
        c.msg("assistant", "s3-03", ts(12, 7, 3), [
            text("Valve two now closes during frost; the pumps and the pumphouse heater are untouched.")]),
        c.msg("user", "s9-01", ts(17, 18, 0), "also log each frost alarm to the SD card"),
        c.msg("assistant", "s9-02", ts(17, 18, 1), [text("Frost alarms are now logged to the SD card with the time.")]),
    ])


def session4(out):
    c = Chain(S4, G_CWD)
    write(out, "%s/%s.jsonl" % (G_DIR, S4), [
        dump({"type": "queue-operation", "operation": "dequeue", "timestamp": ts(13, 8, 0), "sessionId": S4}),
        c.msg("user", "s4-01", ts(13, 8, 1), "memory search \"frost alarm|sprinkler\" and summarise what you find"),
        c.msg("assistant", "s4-02", ts(13, 8, 2), [
            text("Summary: a frost alarm was added and the sprinkler stays off in frost.")]),
        c.msg("user", "s4-03", ts(13, 8, 3), "now list the frost alarm thresholds as a table"),
        c.msg("assistant", "s4-04", ts(13, 8, 4), [
            text("Frost alarm thresholds: warn at four degrees, sound at two degrees.")]),
    ])


def session5(out):
    c = Chain(S5, F_CWD)
    lines = [
        c.msg("user", "s5-01", ts(16, 10, 0), "make the departure board show cancelled sailings in red"),
        # malformed: the string is never closed, and the line goes on
        '{"type":"user","sessionId":"%s","uuid":"s5-bad","timestamp":"%s","message":{"role":"user",'
        '"content":"broken departure board line}}' % (S5, ts(16, 10, 1)),
        c.msg("assistant", "s5-02", ts(16, 10, 2), [
            text("The departure board now marks cancelled sailings in red and keeps the timetable order.")]),
        dump({"type": "ai-title", "sessionId": S5, "aiTitle": "Departure board colours"}),
        c.msg("user", "s5-03", ts(16, 10, 5), "also show the harbour tide table under the departure board"),
        dump({"type": "custom-title", "sessionId": S5, "customTitle": "Ferry board: cancelled sailings"}),
        dump({"type": "ai-title", "sessionId": S5, "aiTitle": "Harbour tide table and departure board"}),
    ]
    # the last line is cut short, as in a session still being written
    trunc = ('{"parentUuid":"s5-03","isSidechain":false,"cwd":"%s","sessionId":"%s","type":"assistant",'
             '"message":{"role":"assistant","content":[{"type":"text","text":"half written departure board'
             % (F_CWD, S5))
    write(out, "%s/%s.jsonl" % (F_DIR, S5), lines)
    with open(os.path.join(out, "%s/%s.jsonl" % (F_DIR, S5)), "ab") as f:
        f.write(trunc.encode("utf-8"))

    # the subagent, old layout: agent-<id>.jsonl beside the sessions
    a = Chain(S5, F_CWD, agentId="3f9a1c2")
    write(out, "%s/agent-3f9a1c2.jsonl" % F_DIR, [
        a.msg("user", "s5-a1", ts(16, 11, 0), "Warmup", isSidechain=True),
        a.msg("assistant", "s5-a2", ts(16, 11, 1),
              [text("Collected the harbour timetable feeds for the departure board.")], isSidechain=True),
    ])

    # a summary-only file: a summary describes another session; no cwd here
    write(out, "%s/%s.jsonl" % (F_DIR, S6), [
        dump({"type": "summary", "summary": "Ferry departure board timetable import", "leafUuid": "s5-02"}),
    ])


def codex(out):
    def item(t, payload):
        return dump({"timestamp": t, "type": "response_item", "payload": payload})

    def meta(t, sid, started):
        return dump({"timestamp": t, "type": "session_meta", "payload": {
            "id": sid, "timestamp": started, "cwd": G_CWD, "originator": "codex_cli_rs",
            "cli_version": "0.39.0", "instructions": None}})

    def message(t, role, s):
        kind = "input_text" if role == "user" else "output_text"
        return item(t, {"type": "message", "role": role, "content": [{"type": kind, "text": s}]})

    env = "<environment_context>\n  <cwd>%s</cwd>\n  <shell>bash</shell>\n</environment_context>" % G_CWD
    history = [
        message(ts(14, 8, 0, 1), "user", env),
        message(ts(14, 8, 0, 2), "user", "wire the rain gauge into the greenhouse dashboard"),
        dump({"timestamp": ts(14, 8, 0, 2), "type": "event_msg",
              "payload": {"type": "user_message", "message": "wire the rain gauge into the greenhouse dashboard",
                          "kind": "plain"}}),
        item(ts(14, 8, 0, 3), {"type": "reasoning", "summary": [
            {"type": "summary_text", "text": "**Finding the driver** the tipping bucket counts pulses per tip"}],
            "content": None, "encrypted_content": "gAAAAABtippingbucketsecret"}),
        item(ts(14, 8, 0, 4), {"type": "function_call", "name": "shell",
                               "arguments": json.dumps({"command": ["bash", "-lc", "grep -rn rain_gauge src"],
                                                        "workdir": G_CWD}, separators=(",", ":")),
                               "call_id": "call_r1"}),
        item(ts(14, 8, 0, 5), {"type": "function_call_output", "call_id": "call_r1",
                               "output": "src/sensors/rain_gauge.c:12: static int rain_gauge_pulses;"}),
        message(ts(14, 8, 0, 6), "assistant", "The rain gauge now reports millimetres per hour on the dashboard."),
    ]
    d7 = "codex/sessions/2025/03/14/rollout-2025-03-14T08-00-00-%s.jsonl" % C7
    write(out, d7, [meta(ts(14, 8, 0), C7, ts(14, 8, 0))] + history)
    d8 = "codex/sessions/2025/03/15/rollout-2025-03-15T17-30-00-%s.jsonl" % C8
    write(out, d8, [meta(ts(15, 17, 30), C8, ts(15, 17, 30)), meta(ts(15, 17, 30, 1), C7, ts(14, 8, 0))] + history + [
        message(ts(15, 17, 31), "user", env),
        message(ts(15, 17, 32), "user", "also log the rain gauge totals per day"),
        message(ts(15, 17, 33), "assistant", "Daily rain gauge totals are written to the dashboard log now."),
    ])


def main():
    argv = sys.argv[1:]
    if argv[:1] == ["--out"] and len(argv) == 2:
        out = argv[1]
        if os.path.exists(out) and os.listdir(out):
            sys.exit("make-edge.py: %s is not empty" % out)
    elif not argv:
        out = DEFAULT_OUT
        shutil.rmtree(out, ignore_errors=True)
    else:
        sys.exit(__doc__)
    os.makedirs(out, exist_ok=True)
    session1(out)
    session2(out)
    session3(out)
    session4(out)
    session9(out)
    session5(out)
    codex(out)


main()
