# Issue 30, docs/reference.md §1, on the chat Qwen Code 0.24.4 wrote against
# the mock (tests/recorded/README.md, session ca4bb77): a prompt with
# "données, 日本語", its reasoning_content as thought parts (bumbershoot,
# kind thinking), the shell call and its tool_result record (kind tool), the
# answers; the session resumed with `qwen --resume ID -p` (hobbledehoy,
# "naïve café"), then interactively: /rename (a custom_title record, the
# title "Skedaddle title", kind summary, written twice: one message) and a
# typed prompt (flibbertigibbet). ui_telemetry records repeat each answer
# (response_text) and slash_command records the /rename: not searched, so
# each answer and the title are one match each.
env: QWEN_HOME=$FIX/../../recorded/qwen-code-0.24.4/.qwen
args: --tools --thinking -m 20 "tatterdemalion|hobbledehoy|bumbershoot|日本語|naïve|hello|skedaddle|flibbertigibbet"
--- stdout
[1/1] ca4bb77 • 2026-11-29 11:53 • /tmp/memgrep-record/qwen/proj • 15 matches • Skedaddle title
  user       2026-11-29 11:52  L1   Run echo hello, then say tatterdemalion: données, 日本語
  thinking   2026-11-29 11:52  L4   bumbershoot reasoning 1
  tool       2026-11-29 11:52  L4   run_shell_command echo hello
  tool       2026-11-29 11:52  L6   Command: echo hello Directory: (root) Output: hello Error: (none) Exit Code: 0 Signal: (none) Process Group PGID: (none)
  thinking   2026-11-29 11:52  L8   bumbershoot reasoning 1
  assistant  2026-11-29 11:52  L8   tatterdemalion answer 1
  user       2026-11-29 11:52  L9   Run echo again, then say hobbledehoy: naïve café
  tool       2026-11-29 11:52  L12  run_shell_command echo hello
  tool       2026-11-29 11:52  L14  Command: echo hello Directory: (root) Output: hello Error: (none) Exit Code: 0 Signal: (none) Process Group PGID: (none)
  assistant  2026-11-29 11:52  L16  hobbledehoy answer 2
  user       2026-11-29 11:52  L20  Typed in the terminal: flibbertigibbet
  tool       2026-11-29 11:53  L24  run_shell_command echo hello
  tool       2026-11-29 11:53  L26  Command: echo hello Directory: (root) Output: hello Error: (none) Exit Code: 0 Signal: (none) Process Group PGID: 16883
  assistant  2026-11-29 11:53  L28  flibbertigibbet answer 3
  summary    2026-11-29 11:53  L29  Skedaddle title
--- stderr
--- check
memgrep --tools --thinking -m 20 --format json "tatterdemalion|hobbledehoy|bumbershoot|日本語|naïve|hello|skedaddle|flibbertigibbet" > "$T/j.json"
python3 - "$T/j.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
(s,) = d["sessions"]
assert s["source"] == "qwen" and s["session_id"] == "ca4bb773-8e75-4310-ab58-292eb009942a", s
assert s["project"] == "/tmp/memgrep-record/qwen/proj", s
assert s["title"] == "Skedaddle title", s
got = [(m["type"], m["text"]) for m in s["messages"]]
kinds = {t for t, _ in got}
assert kinds == {"user", "assistant", "thinking", "tool", "summary"}, got
texts = [t for _, t in got]
for a in ("tatterdemalion answer 1", "hobbledehoy answer 2", "flibbertigibbet answer 3", "Skedaddle title"):
    assert texts.count(a) == 1, (a, got)
assert "Run echo hello, then say tatterdemalion: données, 日本語" in texts, got
assert "Run echo again, then say hobbledehoy: naïve café" in texts, got
assert "Typed in the terminal: flibbertigibbet" in texts, got
assert "bumbershoot reasoning 1" in texts, got
assert texts.count("run_shell_command\necho hello") == 3, got
PY
# thinking and tools stay out unless asked; /rename's slash_command records
# are not searched
memgrep --format tsv "bumbershoot|hello|rename" > "$T/plain" || true
if grep -e bumbershoot -e "run_shell_command" -e rename "$T/plain"; then exit 1; fi
