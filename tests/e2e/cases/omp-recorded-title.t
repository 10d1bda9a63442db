# Issue 30, docs/reference.md §1: an omp session's title is its last
# title_change entry's, known whatever the query (the registry's
# title_types): a search read from the file, with the prefilter and
# without it, and one through the index all head session (a) with
# "Wombatese naming ceremony", which codswallop's lines do not hold; a
# session never named (its title slot holds "") is titled by its first
# prompt.
setup: ln -s "$FIX/../../recorded/omp-18.2.3/.omp" "$HOME/"
run: memgrep --no-index codswallop; memgrep --no-index --no-prefilter codswallop; memgrep codswallop; memgrep codswallop; memgrep numbskull
--- stdout
[1/1] 01a227d5 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 2 matches • Wombatese naming ceremony
  user       2026-11-29 15:04  L5  Run echo hello, then say codswallop: données, 日本語
  assistant  2026-11-29 15:04  L9  codswallop answer 1
[1/1] 01a227d5 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 2 matches • Wombatese naming ceremony
  user       2026-11-29 15:04  L5  Run echo hello, then say codswallop: données, 日本語
  assistant  2026-11-29 15:04  L9  codswallop answer 1
[1/1] 01a227d5 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 2 matches • Wombatese naming ceremony
  user       2026-11-29 15:04  L5  Run echo hello, then say codswallop: données, 日本語
  assistant  2026-11-29 15:04  L9  codswallop answer 1
[1/1] 01a227d5 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 2 matches • Wombatese naming ceremony
  user       2026-11-29 15:04  L5  Run echo hello, then say codswallop: données, 日本語
  assistant  2026-11-29 15:04  L9  codswallop answer 1
[1/1] 01a227d6 • 2026-11-29 15:04 • /tmp/memgrep-record/omp/proj • 2 matches • Read @notes.txt, say numbskull
  user       2026-11-29 15:04  L5   Read @notes.txt, say numbskull
  assistant  2026-11-29 15:04  L10  numbskull answer 1
--- stderr
