# Issue 30, docs/reference.md §1: omp 18.2.3's own sessions (tests/recorded/
# README.md, "omp"), found below ~/.omp/agent/sessions: the prompts (with
# their non-ASCII text) and replies of a print-mode session, of its resumed
# turn (--resume over RPC) and of a session given an @file; the title is
# its title_change entry's, searched as a summary (not the title slot's,
# the file's first line, which holds it again).
setup: ln -s "$FIX/../../recorded/omp-18.2.3/.omp" "$HOME/"
args: "codswallop|brouhaha|numbskull|Wombatese"
--- stdout
[1/2] 01a227d5 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 5 matches • Wombatese naming ceremony
  user       2026-11-29 15:04  L5   Run echo hello, then say codswallop: données, 日本語
  assistant  2026-11-29 15:04  L9   codswallop answer 1
  user       2026-11-29 15:04  L12  Second prompt: brouhaha
  assistant  2026-11-29 15:04  L16  brouhaha answer 2
  summary    2026-11-29 15:04  L11  Wombatese naming ceremony

[2/2] 01a227d6 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 2 matches • Read @notes.txt, say numbskull
  user       2026-11-29 15:04  L5   Read @notes.txt, say numbskull
  assistant  2026-11-29 15:04  L10  numbskull answer 1
--- stderr
