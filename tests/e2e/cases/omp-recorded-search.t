# Issue 30, docs/reference.md §1: omp's sessions (tests/recorded/README.md,
# "omp": built from omp 18.3.4's source), found below ~/.omp/agent/sessions:
# the prompts (with their non-ASCII text) and replies; the title is the
# title slot's (the file's first line, before the header), searched as a
# summary from its title_change entry; a Python run of the user's ($) is
# kind tool, a thinking block kind thinking.
setup: ln -s "$FIX/../../recorded/omp-18.3.4/.omp" "$HOME/"
run: memgrep "codswallop|brouhaha|numbskull|Wombatese"; memgrep --tools nincompoop; memgrep --thinking fiddlesticks
--- stdout
[1/2] 019ad0e1-5 • 2026-11-29 12:00 • /tmp/memgrep-record/omp/proj • 5 matches • Wombatese naming ceremony
  user       2026-11-29 12:00  Run echo hello, then say codswallop: données, 日本語
  assistant  2026-11-29 12:00  codswallop answer 1
  user       2026-11-29 12:00  Second prompt: brouhaha
  summary    2026-11-29 12:00  Wombatese naming ceremony
  assistant  2026-11-29 12:00  brouhaha answer 2

[2/2] 019ad0e1-7 • 2026-11-29 12:05 • /tmp/memgrep-record/omp/proj • 2 matches • Read the notes, say numbskull
  user       2026-11-29 12:05  Read the notes, say numbskull
  assistant  2026-11-29 12:05  numbskull answer 1
[1/1] 019ad0e1-5 • 2026-11-29 12:00 • /tmp/memgrep-record/omp/proj • 1 match • Wombatese naming ceremony
  tool       2026-11-29 12:00  print('nincompoop') nincompoop
[1/1] 019ad0e1-5 • 2026-11-29 12:00 • /tmp/memgrep-record/omp/proj • 1 match • Wombatese naming ceremony
  thinking   2026-11-29 12:00  fiddlesticks musing
--- stderr
