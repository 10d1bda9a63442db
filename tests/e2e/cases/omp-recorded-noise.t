# Issue 30, docs/noise-markers.md: omp injects an @file's content as a
# fileMention message of its own: noise (ragamuffin, the file's word, is not
# found; --keep-noise finds it); what was typed is not (numbskull).
setup: ln -s "$FIX/../../recorded/omp-18.3.4/.omp" "$HOME/"
run: memgrep ragamuffin; echo "exit $?"; memgrep numbskull; memgrep --keep-noise ragamuffin
--- stdout
exit 1
[1/1] 019ad0e1-7 • 2026-11-29 12:05 • /tmp/memgrep-record/omp/proj • 2 matches • Read the notes, say numbskull
  user       2026-11-29 12:05  Read the notes, say numbskull
  assistant  2026-11-29 12:05  numbskull answer 1
[1/1] 019ad0e1-7 • 2026-11-29 12:05 • /tmp/memgrep-record/omp/proj • 1 match • Read the notes, say numbskull
  user       2026-11-29 12:05  /tmp/memgrep-record/omp/proj/notes.txt ragamuffin: the attached note
--- stderr
No results found for "ragamuffin" in omp sessions ($T/home/.omp/agent/sessions).
Hint: try --keep-noise (1 matching message is text the agent injected, which is not searched)
