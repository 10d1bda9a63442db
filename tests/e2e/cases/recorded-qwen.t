# Issue 30, docs/reference.md §1, on the chat Qwen Code 0.24.4 wrote against
# the mock (tests/recorded/README.md, session 8589294): a prompt with
# "données, 日本語", its reasoning_content as thought parts (bumbershoot,
# kind thinking), the shell call and its tool_result record (kind tool), the
# answers; then the session resumed with `qwen --resume ID -p`, appended to
# the same file (hobbledehoy, "naïve café"). ui_telemetry records repeat each
# answer (response_text): they are not searched, so each answer is one match.
env: QWEN_HOME=$FIX/../../recorded/qwen-code-0.24.4/.qwen
args: --tools --thinking -m 20 "tatterdemalion|hobbledehoy|bumbershoot|日本語|naïve|hello"
--- stdout
[1/1] 8589294 • 2026-11-29 11:33 • /tmp/memgrep-record/qwen/proj • 10 matches • Run echo hello, then say tatterdemalion: données, 日本語
  user       2026-11-29 11:33  Run echo hello, then say tatterdemalion: données, 日本語
  thinking   2026-11-29 11:33  bumbershoot reasoning 1
  tool       2026-11-29 11:33  run_shell_command echo hello
  tool       2026-11-29 11:33  Command: echo hello Directory: (root) Output: hello Error: (none) Exit Code: 0 Signal: (none) Process Group PGID: (none)
  thinking   2026-11-29 11:33  bumbershoot reasoning 1
  assistant  2026-11-29 11:33  tatterdemalion answer 1
  user       2026-11-29 11:33  Run echo again, then say hobbledehoy: naïve café
  tool       2026-11-29 11:33  run_shell_command echo hello
  tool       2026-11-29 11:33  Command: echo hello Directory: (root) Output: hello Error: (none) Exit Code: 0 Signal: (none) Process Group PGID: (none)
  assistant  2026-11-29 11:33  hobbledehoy answer 2
--- stderr
--- check
memgrep --tools --thinking -m 20 --format json "tatterdemalion|hobbledehoy|bumbershoot|日本語|naïve|hello" > "$T/j.json"
python3 - "$T/j.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
(s,) = d["sessions"]
assert s["source"] == "qwen" and s["session_id"] == "85892941-7fe7-4821-bda4-fbff73c40ba9", s
assert s["project"] == "/tmp/memgrep-record/qwen/proj", s
got = [(m["type"], m["text"]) for m in s["messages"]]
kinds = {t for t, _ in got}
assert kinds == {"user", "assistant", "thinking", "tool"}, got
texts = [t for _, t in got]
assert texts.count("tatterdemalion answer 1") == 1 and texts.count("hobbledehoy answer 2") == 1, got
assert "Run echo hello, then say tatterdemalion: données, 日本語" in texts, got
assert "Run echo again, then say hobbledehoy: naïve café" in texts, got
assert "bumbershoot reasoning 1" in texts, got
assert texts.count("run_shell_command\necho hello") == 2, got
PY
# thinking and tools stay out unless asked
memgrep --format tsv "bumbershoot|hello" > "$T/plain" || true
if grep -e bumbershoot -e "run_shell_command" "$T/plain"; then exit 1; fi
