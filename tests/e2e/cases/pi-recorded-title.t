# Issue 30, docs/reference.md §1: a pi session's title is its session_info
# name, known whatever the query: the prefilter decodes every line that
# may hold a title (the registry's title_types), so a search read from the
# file (--no-index), with the prefilter and without it, and one through the
# index all head session (a) with "Quokkanese naming ceremony", which
# snollygoster's lines do not hold.
env: PI_CODING_AGENT_DIR=$FIX/../../recorded/pi-0.73.1/.pi/agent
run: memgrep --no-index snollygoster; memgrep --no-index --no-prefilter snollygoster; memgrep snollygoster; memgrep snollygoster
--- stdout
[1/1] 01a22717-9 • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 2 matches • Quokkanese naming ceremony
  user       2026-11-29 11:36  L4  Run echo hello, then say snollygoster: données, 日本語
  assistant  2026-11-29 11:36  L7  snollygoster answer 1
[1/1] 01a22717-9 • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 2 matches • Quokkanese naming ceremony
  user       2026-11-29 11:36  L4  Run echo hello, then say snollygoster: données, 日本語
  assistant  2026-11-29 11:36  L7  snollygoster answer 1
[1/1] 01a22717-9 • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 2 matches • Quokkanese naming ceremony
  user       2026-11-29 11:36  L4  Run echo hello, then say snollygoster: données, 日本語
  assistant  2026-11-29 11:36  L7  snollygoster answer 1
[1/1] 01a22717-9 • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 2 matches • Quokkanese naming ceremony
  user       2026-11-29 11:36  L4  Run echo hello, then say snollygoster: données, 日本語
  assistant  2026-11-29 11:36  L7  snollygoster answer 1
--- stderr
