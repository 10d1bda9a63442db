# Issue 30, docs/reference.md §1: pi 0.73.1's own sessions (tests/recorded/
# README.md, "pi"), found below PI_CODING_AGENT_DIR's sessions/: the prompts
# (with their non-ASCII text) and replies of a print-mode session, of its
# resumed turn (--session over RPC) and of a session given an @file; the
# title is the session's session_info name, searched as a summary.
env: PI_CODING_AGENT_DIR=$FIX/../../recorded/pi-0.73.1/.pi/agent
args: "snollygoster|flibbertigibbet|gobbledygook|Quokkanese"
--- stdout
[1/2] 01a22717-9 • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 5 matches • Quokkanese naming ceremony
  user       2026-11-29 11:36  L4   Run echo hello, then say snollygoster: données, 日本語
  assistant  2026-11-29 11:36  L7   snollygoster answer 1
  user       2026-11-29 11:36  L9   Second prompt: flibbertigibbet
  summary    2026-11-29 11:36  L8   Quokkanese naming ceremony
  assistant  2026-11-29 11:36  L12  flibbertigibbet answer 2

[2/2] 01a22717-b • 2026-11-29 11:36 • /tmp/memgrep-record/pi/proj • 2 matches • Read the notes, say gobbledygook
  user       2026-11-29 11:36  L4  Read the notes, say gobbledygook
  assistant  2026-11-29 11:36  L7  gobbledygook answer 1
--- stderr
