# Issue 30, docs/reference.md §1 (Qwen Code's decoding table), on a chat
# made by hand from Qwen Code 0.24.4's ChatRecord shapes: the user's text
# part is kind user and its <system-reminder> part noise; a thought part is
# thinking, a functionCall part and a tool_result record are kind tool (a
# shell's `Exit Code: 2` fails it); a user record of subtype notification
# (provenance system) is noise; the custom_title record is the title,
# searched as summary; ui_telemetry's response_text is not searched; a user
# record without parts is malformed (line 8).
env: HOME=$FIX/qwen/home
args: --tools --thinking -m 10 "quokka|reminder"
--- stdout
[1/1] 7a1b2c3 • 2025-07-01 09:00 • /home/dev/kite • 7 matches • Quokka frame drops
  user       2025-07-01 09:00  L1  Why does the quokka parser drop frames?
  thinking   2025-07-01 09:00  L3  Checking the quokka tests first.
  assistant  2025-07-01 09:00  L3  Let me run the quokka tests.
  tool       2025-07-01 09:00  L3  run_shell_command make test-quokka
  tool       2025-07-01 09:00  L4  Command: make test-quokka Directory: (root) Output: FAIL quokka_frames Error: (none) Exit Code: 2 Signal: (none) Process Group PGID: 42
  assistant  2025-07-01 09:00  L6  The quokka parser drops frames on an empty header.
  summary    2025-07-01 09:00  L7  Quokka frame drops
--- stderr
memgrep: warning: skipped 1 malformed line of the 8 lines decoded (the first: $FIX/qwen/home/.qwen/projects/-home-dev-kite/chats/7a1b2c3d-0000-4aaa-8bbb-000000000001.jsonl:8)
--- check
memgrep --tools --thinking -m 10 --format json "quokka|reminder" 2>/dev/null > "$T/j.json"
python3 - "$T/j.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
(s,) = d["sessions"]
assert s["source"] == "qwen" and s["project"] == "/home/dev/kite", s
got = sorted((m["type"], m["text"]) for m in s["messages"])
texts = " ".join(t for _, t in got)
assert "reminder" not in texts and "background task" not in texts and "telemetry" not in texts, got
assert ("user", "Why does the quokka parser drop frames?") in got, got
assert ("tool", "run_shell_command\nmake test-quokka") in got, got
assert len(got) == 7, got
PY
# the notification and the reminder are there: --keep-noise finds them
memgrep --keep-noise --format tsv "background|reminder" 2>/dev/null | cut -f3 | sort | tr '\n' ' ' | grep -x 'user user '
