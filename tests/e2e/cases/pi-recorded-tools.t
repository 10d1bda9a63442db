# Issue 30, docs/reference.md §1: a pi toolCall block (its name, then its
# arguments' scalars) and its toolResult message are kind tool, shown with
# --tools only; a thinking block (the mock's reasoning_content) is kind
# thinking, shown with --thinking only.
env: PI_CODING_AGENT_DIR=$FIX/../../recorded/pi-0.73.1/.pi/agent
run: memgrep --tools --min-length 1 hello; memgrep cogitabund; memgrep --thinking cogitabund; memgrep --format tsv --tools 'echo hello' | cut -f3-5 | sort | uniq -c
--- stdout
[1/2] 01a22717-9 • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 5 matches • Quokkanese naming ceremony
  user       2026-11-29 11:36  L4   Run echo hello, then say snollygoster: données, 日本語
  tool       2026-11-29 11:36  L5   bash echo hello
  tool       2026-11-29 11:36  L6   hello
  tool       2026-11-29 11:36  L10  bash echo hello
  tool       2026-11-29 11:36  L11  hello

[2/2] 01a22717-b • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 2 matches • Read the notes, say gobbledygook
  tool       2026-11-29 11:36  L5  bash echo hello
  tool       2026-11-29 11:36  L6  hello
[1/1] 01a22717-9 • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 2 matches • Quokkanese naming ceremony
  thinking   2026-11-29 11:36  L5  cogitabund musing
  thinking   2026-11-29 11:36  L7  cogitabund musing
      3 tool	bash\necho hello	/tmp/memgrep-record/pi/proj
      1 user	Run echo hello, then say snollygoster: données, 日本語	/tmp/memgrep-record/pi/proj
--- stderr
No results found for "cogitabund" in pi sessions ($FIX/../../recorded/pi-0.73.1/.pi/agent/sessions).
Hint: try --thinking (2 matching messages are of kind thinking, not searched)
